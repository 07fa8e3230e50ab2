import type {
  Lang,
  QuestionFolder,
  QuestionFolderCreateBody,
  QuestionFolderRenameBody,
} from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { createFolder, removeFolder, renameFolder } from '../folders/folder-store.ts';
import {
  ensureDefaultQuestionFolder,
  findQuestionFolder,
  listQuestionFolderRows,
  questionFolderTable,
  toQuestionFolder,
} from './folder-repo.ts';
import { loadLibrarySubject, requireItem, requireLibrary } from './library-scope.ts';

/** The folder calls (`library/category…`): list, create, rename, remove, over the shared folder store. */

/** The folders of my or the company library in their order; the default folder is made on first use. */
export async function listQuestionFolders(
  deps: AppDeps,
  userId: number,
  dataType: number,
  lang: Lang,
): Promise<QuestionFolder[]> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, 'read');
  await ensureDefaultQuestionFolder(deps.db, scope, deps.now());
  return (await listQuestionFolderRows(deps.db, scope)).map((row) => toQuestionFolder(row, lang));
}

/** A new folder at the end of the list; A0216 for a name the library has, A0400 past the folder limit. */
export async function createQuestionFolder(
  deps: AppDeps,
  userId: number,
  input: QuestionFolderCreateBody,
  lang: Lang,
): Promise<QuestionFolder> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), input.dataType, 'edit');
  const row = await createFolder(deps.db, questionFolderTable, scope, input.name, deps.now());
  return toQuestionFolder(row, lang);
}

/** Renames a folder; the default folder keeps its name (A0403), like the image library's. */
export async function renameQuestionFolder(
  deps: AppDeps,
  userId: number,
  input: QuestionFolderRenameBody,
  lang: Lang,
): Promise<QuestionFolder> {
  const folder = await findQuestionFolder(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  return toQuestionFolder(await renameFolder(deps.db, questionFolderTable, folder, input.name), lang);
}

/** Removes a folder; its questions stay, unclassified. The default folder stays (A5204). */
export async function removeQuestionFolder(deps: AppDeps, userId: number, id: number): Promise<void> {
  const folder = await findQuestionFolder(deps.db, id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  await removeFolder(deps.db, questionFolderTable, folder);
}
