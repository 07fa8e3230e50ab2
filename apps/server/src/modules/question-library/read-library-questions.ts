import {
  type Lang,
  type LibraryQuestionDetail,
  type LibraryTotal,
  SYSTEM_CATEGORY_KEYS,
  type SystemCategory,
  type SystemQuestionQuery,
} from '@cairn/contract';
import { count } from 'drizzle-orm';
import { libraryQuestions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureDefaultQuestionFolder, listQuestionFolderRows } from './folder-repo.ts';
import { libraryQuestionsIn, loadLibrarySubject, requireItem, requireLibrary } from './library-scope.ts';
import { findLibraryQuestions, systemToLibraryDetail, toLibraryDetail } from './question-records.ts';
import {
  filterSystemQuestions,
  findSystemQuestion,
  SYSTEM_CATEGORY_NAMES,
  systemQuestions,
} from './system/catalogue.ts';

/** `GET library/{id}`: a saved question (A0404 unless the caller may read it) or a system one by key. */
export async function getLibraryQuestion(
  deps: AppDeps,
  userId: number,
  id: number | string,
  lang: Lang,
): Promise<LibraryQuestionDetail> {
  if (typeof id === 'string') {
    const system = findSystemQuestion(id, lang);
    if (!system) throw new AppError('A0404');
    return systemToLibraryDetail(system, lang);
  }
  const [row] = await findLibraryQuestions(deps.db, [id]);
  requireItem(await loadLibrarySubject(deps.db, userId), row, 'read');
  return toLibraryDetail(row, lang);
}

/** `GET library/system`: the system questions with their content, by category and keyword. */
export function listSystemQuestions(query: SystemQuestionQuery, lang: Lang): LibraryQuestionDetail[] {
  return filterSystemQuestions(lang, query).map((q) => systemToLibraryDetail(q, lang));
}

/** `GET library/system-category`: the system folder's categories with their sizes. */
export function listSystemCategories(lang: Lang): SystemCategory[] {
  const all = systemQuestions(lang);
  return SYSTEM_CATEGORY_KEYS.map((key) => ({
    key,
    name: SYSTEM_CATEGORY_NAMES[key][lang],
    count: all.filter((q) => q.category === key).length,
  }));
}

/** `GET library/total`: how many questions each folder holds, unclassified, in all, and the system's. */
export async function countLibraryQuestions(
  deps: AppDeps,
  userId: number,
  dataType: number,
): Promise<LibraryTotal> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, 'read');
  await ensureDefaultQuestionFolder(deps.db, scope, deps.now());
  const counts = await deps.db
    .select({ folderId: libraryQuestions.folderId, n: count() })
    .from(libraryQuestions)
    .where(libraryQuestionsIn(scope))
    .groupBy(libraryQuestions.folderId);
  const byFolder = new Map(counts.map((c) => [c.folderId, c.n]));
  const folders = await listQuestionFolderRows(deps.db, scope);
  return {
    total: counts.reduce((sum, c) => sum + c.n, 0),
    unclassified: byFolder.get(null) ?? 0,
    system: systemQuestions('zh').length,
    folders: folders.map((f) => ({ folderId: f.id, amount: byFolder.get(f.id) ?? 0 })),
  };
}
