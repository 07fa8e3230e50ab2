import {
  type CallInput,
  type LibraryBatchSaveBody,
  type LibraryQuestion,
  type LibraryQuestionDetail,
  type LibraryQuestionRef,
  type LibraryRemoveBody,
  type LibrarySaveBody,
  type LibraryTotal,
  questionLibraryApi as library,
  type QuestionFolder,
  type QuestionFolderChangeBody,
  type QuestionFolderCreateBody,
  type QuestionFolderRenameBody,
  SYSTEM_CATEGORY_KEYS,
  type SystemCategory,
  type SystemCategoryKey,
  type ZLibraryPage,
} from '@cairn/contract';
import { api } from '../client.ts';
import type { ParsedBy } from '../parser.ts';

/** The question library (contract `questionLibraryApi`); `nodes/library` goes through the design edit queue. */

export type {
  LibraryBatchSaveBody,
  LibraryRemoveBody,
  LibrarySaveBody,
  QuestionFolderChangeBody,
  QuestionFolderCreateBody,
  QuestionFolderRenameBody,
};

/** The list query as sent: library, folder (-2 all, -3 system, 0 unclassified), keyword, page. */
export type LibraryListParams = Omit<CallInput<typeof library.list>, 'category'> & {
  dataType: 0 | 1;
  folderId: number;
  page: number;
  pageSize: number;
  /** A system category key (from the page's URL: an unknown one is not sent). */
  category?: string | undefined;
};
export type LibraryPage = ParsedBy<typeof ZLibraryPage>;

/** Folder-name problems (A0216 taken, A0400 too long or too many) are shown on the name field. */
const FOLDER_FORM_CODES = ['A0216', 'A0400'] as const;

export function fetchQuestionFolders(dataType: 0 | 1): Promise<QuestionFolder[]> {
  return api.call(library.folders, { dataType });
}

export function createQuestionFolder(body: QuestionFolderCreateBody): Promise<QuestionFolder> {
  return api.call(library.createFolder, body, { handles: FOLDER_FORM_CODES });
}

export function renameQuestionFolder(body: QuestionFolderRenameBody): Promise<QuestionFolder> {
  return api.call(library.renameFolder, body, { handles: FOLDER_FORM_CODES });
}

export function moveLibraryQuestions(body: QuestionFolderChangeBody): Promise<null> {
  return api.call(library.moveQuestions, body);
}

export function removeQuestionFolder(id: number): Promise<null> {
  return api.call(library.removeFolder, { id });
}

export function fetchSystemCategories(): Promise<SystemCategory[]> {
  return api.call(library.systemCategories, {});
}

const isCategory = (key: string | undefined): key is SystemCategoryKey =>
  SYSTEM_CATEGORY_KEYS.some((known) => known === key);

export function fetchLibraryQuestions({ category, ...query }: LibraryListParams): Promise<LibraryPage> {
  return api.call(library.list, { ...query, category: isCategory(category) ? category : undefined });
}

export function fetchLibraryTotal(dataType: 0 | 1): Promise<LibraryTotal> {
  return api.call(library.total, { dataType });
}

/** A saved question by id, or a system question by its key, with the snapshot it inserts. */
export function fetchLibraryQuestion(id: LibraryQuestionRef): Promise<LibraryQuestionDetail> {
  return api.call(library.get, { id });
}

/** A0218 (library full) keeps its global toast; the dialog stays open so nothing is lost. */
export function saveToLibrary(body: LibrarySaveBody): Promise<LibraryQuestion> {
  return api.call(library.save, body);
}

export function saveManyToLibrary(body: LibraryBatchSaveBody): Promise<LibraryQuestion[]> {
  return api.call(library.saveMany, body);
}

export function removeLibraryQuestions(body: LibraryRemoveBody): Promise<null> {
  return api.call(library.remove, body);
}
