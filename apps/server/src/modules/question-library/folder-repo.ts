import { type Lang, QUESTION_FOLDERS, QUESTION_FOLDERS_MAX, type QuestionFolder } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { libraryQuestions, questionFolders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureDefaultFolder, findFolder, listFolders } from '../folders/folder-store.ts';
import type { StoredFolder } from '../folders/folder-table.ts';
import { libraryFolderTable, toLibraryFolder } from '../folders/library-folder-table.ts';
import { type LibraryScope, questionFoldersIn } from './library-scope.ts';

/**
 * Question folders (`library/category...`) in the shared folder store: a taken name (or the
 * default folder's) is A0216, the default folder is never renamed (A0403) nor removed (A5204).
 */
export const questionFolderTable = libraryFolderTable({
  family: QUESTION_FOLDERS,
  table: questionFolders,
  inScope: questionFoldersIn,
  contents: { table: libraryQuestions },
  nameTaken: {
    error: (name) => new AppError('A0216', name),
    indexes: ['question_folders_my_name_idx', 'question_folders_company_name_idx'],
  },
  keepDefault: { rename: 'A0403', remove: 'A5204' },
  tooMany: () => new AppError('A0400', `a library holds at most ${QUESTION_FOLDERS_MAX} folders`),
});

export const findQuestionFolder = (db: Db, id: number) => findFolder(db, questionFolderTable, id);

export const listQuestionFolderRows = (db: Db, scope: LibraryScope) =>
  listFolders(db, questionFolderTable, scope);

/** The library's default folder (默认文件夹), created the first time it is needed. */
export const ensureDefaultQuestionFolder = (db: Db, scope: LibraryScope, now: number) =>
  ensureDefaultFolder(db, questionFolderTable, scope, now);

export const toQuestionFolder = (row: StoredFolder, lang: Lang): QuestionFolder => toLibraryFolder(row, lang);
