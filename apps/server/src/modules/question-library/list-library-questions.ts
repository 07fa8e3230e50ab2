import {
  FOLDER_ALL,
  FOLDER_SYSTEM,
  FOLDER_UNCLASSIFIED,
  type Lang,
  type LibraryListQuery,
  type LibraryQuestion,
  type Paged,
} from '@cairn/contract';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { libraryQuestions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findQuestionFolder } from './folder-repo.ts';
import {
  isSameLibrary,
  libraryQuestionsIn,
  loadLibrarySubject,
  requireLibrary,
  scopeOfItem,
} from './library-scope.ts';
import { systemToLibraryQuestion, toLibraryQuestion } from './question-records.ts';
import { filterSystemQuestions } from './system/catalogue.ts';

/** LIKE pattern characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The system folder as a page: the same for everyone, in the caller's language. */
function systemPage(query: LibraryListQuery, lang: Lang): Paged<LibraryQuestion> {
  const all = filterSystemQuestions(lang, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: all.length,
    records: all.slice(start, start + query.pageSize).map((q) => systemToLibraryQuestion(q, lang)),
  };
}

/**
 * `GET library`: one page of a library's questions, newest first: all (-2), unclassified (0)
 * or one folder, by keyword in the title and by type; -3 pages through the system folder.
 */
export async function listLibraryQuestions(
  deps: AppDeps,
  userId: number,
  query: LibraryListQuery,
  lang: Lang,
): Promise<Paged<LibraryQuestion>> {
  if (query.folderId === FOLDER_SYSTEM) return systemPage(query, lang);
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), query.dataType, 'read');
  const where: SQL[] = [libraryQuestionsIn(scope)];
  if (query.folderId === FOLDER_UNCLASSIFIED) where.push(isNull(libraryQuestions.folderId));
  else if (query.folderId !== FOLDER_ALL) {
    const folder = await findQuestionFolder(deps.db, query.folderId);
    if (!folder || !isSameLibrary(scopeOfItem(folder), scope)) throw new AppError('A0404');
    where.push(eq(libraryQuestions.folderId, folder.id));
  }
  if (query.keyword) where.push(ilike(libraryQuestions.plainTitle, `%${literal(query.keyword)}%`));
  if (query.type !== undefined) where.push(eq(libraryQuestions.type, query.type));
  const condition = and(...where);
  const [counted] = await deps.db.select({ n: count() }).from(libraryQuestions).where(condition);
  const rows = await deps.db
    .select()
    .from(libraryQuestions)
    .where(condition)
    .orderBy(desc(libraryQuestions.createdAt), desc(libraryQuestions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
    records: rows.map((row) => toLibraryQuestion(row, lang)),
  };
}
