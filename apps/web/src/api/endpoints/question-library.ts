import {
  type LibraryBatchSaveBody,
  type LibraryQuestion,
  type LibraryQuestionDetail,
  type LibraryQuestionRef,
  type LibraryRemoveBody,
  type LibrarySaveBody,
  type LibraryTotal,
  type QuestionFolder,
  type QuestionFolderChangeBody,
  type QuestionFolderCreateBody,
  type QuestionFolderRenameBody,
  type SystemCategory,
  ZLibraryPage,
  ZLibraryQuestion,
  ZLibraryQuestionDetail,
  ZLibraryTotal,
  ZQuestionFolder,
  ZSystemCategory,
} from '@cairn/contract';
import { api } from '../client.ts';
import { nullData, type ParsedBy, type Parser } from '../parser.ts';

/** The question library (spec doc 2 §7 "Question library"); `nodes/library` goes through the design edit queue. */
const BASE = '/designer/v1/library';

export type {
  LibraryBatchSaveBody,
  LibraryRemoveBody,
  LibrarySaveBody,
  QuestionFolderChangeBody,
  QuestionFolderCreateBody,
  QuestionFolderRenameBody,
};

/** The list query as sent: library, folder (-2 all, -3 system, 0 unclassified), keyword, page. */
export interface LibraryListParams {
  dataType: 0 | 1;
  folderId: number;
  page: number;
  pageSize: number;
  keyword?: string;
  type?: number;
  category?: string;
}
export type LibraryPage = ParsedBy<typeof ZLibraryPage>;

const folderList: Parser<QuestionFolder[]> = { parse: (d) => ZQuestionFolder.array().parse(d) };
const questionList: Parser<LibraryQuestion[]> = { parse: (d) => ZLibraryQuestion.array().parse(d) };
const categoryList: Parser<SystemCategory[]> = { parse: (d) => ZSystemCategory.array().parse(d) };

/** Folder-name problems (A0216 taken, A0400 too long or too many) are shown on the name field. */
const FOLDER_FORM_CODES = ['A0216', 'A0400'] as const;

export function fetchQuestionFolders(dataType: 0 | 1): Promise<QuestionFolder[]> {
  return api.request({ method: 'GET', path: `${BASE}/category`, query: { dataType }, parse: folderList });
}

export function createQuestionFolder(body: QuestionFolderCreateBody): Promise<QuestionFolder> {
  return api.request({
    method: 'POST',
    path: `${BASE}/category`,
    body,
    parse: ZQuestionFolder,
    handles: FOLDER_FORM_CODES,
  });
}

export function renameQuestionFolder(body: QuestionFolderRenameBody): Promise<QuestionFolder> {
  return api.request({
    method: 'POST',
    path: `${BASE}/category/rename`,
    body,
    parse: ZQuestionFolder,
    handles: FOLDER_FORM_CODES,
  });
}

export function moveLibraryQuestions(body: QuestionFolderChangeBody): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/category/change`, body, parse: nullData });
}

export function removeQuestionFolder(id: number): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/category/remove/${id}`, parse: nullData });
}

export function fetchSystemCategories(): Promise<SystemCategory[]> {
  return api.request({ method: 'GET', path: `${BASE}/system-category`, parse: categoryList });
}

export function fetchLibraryQuestions(query: LibraryListParams): Promise<LibraryPage> {
  return api.request({ method: 'GET', path: BASE, query: { ...query }, parse: ZLibraryPage });
}

export function fetchLibraryTotal(dataType: 0 | 1): Promise<LibraryTotal> {
  return api.request({ method: 'GET', path: `${BASE}/total`, query: { dataType }, parse: ZLibraryTotal });
}

/** A saved question by id, or a system question by its key, with the snapshot it inserts. */
export function fetchLibraryQuestion(id: LibraryQuestionRef): Promise<LibraryQuestionDetail> {
  return api.request({
    method: 'GET',
    path: `${BASE}/${encodeURIComponent(String(id))}`,
    parse: ZLibraryQuestionDetail,
  });
}

/** A0218 (library full) keeps its global toast; the dialog stays open so nothing is lost. */
export function saveToLibrary(body: LibrarySaveBody): Promise<LibraryQuestion> {
  return api.request({ method: 'POST', path: BASE, body, parse: ZLibraryQuestion });
}

export function saveManyToLibrary(body: LibraryBatchSaveBody): Promise<LibraryQuestion[]> {
  return api.request({ method: 'POST', path: `${BASE}/batch`, body, parse: questionList });
}

export function removeLibraryQuestions(body: LibraryRemoveBody): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/remove`, body, parse: nullData });
}
