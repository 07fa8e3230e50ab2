import { FOLDER_UNCLASSIFIED, type LibraryRemoveBody, type QuestionFolderChangeBody } from '@cairn/contract';
import { inArray } from 'drizzle-orm';
import { libraryQuestions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { LibrarySubject } from '../../policy/library-policy.ts';
import { findQuestionFolder } from './folder-repo.ts';
import { isSameLibrary, loadLibrarySubject, requireItem, scopeOfItem } from './library-scope.ts';
import { findLibraryQuestions, type LibraryQuestionRow } from './question-records.ts';

/**
 * Every id's row, each one the caller may change: A0404 for an id they may not even read (so
 * others' ids look like missing ones), A0403 for one they may read but not change.
 */
async function editableRows(
  deps: AppDeps,
  subject: LibrarySubject,
  ids: readonly number[],
): Promise<LibraryQuestionRow[]> {
  const rows = await findLibraryQuestions(deps.db, ids);
  for (const id of new Set(ids))
    requireItem(
      subject,
      rows.find((r) => r.id === id),
      'edit',
    );
  return rows;
}

/**
 * `library/category/change`: moves questions into a folder of their own library, or to
 * unclassified (0). All or nothing.
 */
export async function changeQuestionFolder(
  deps: AppDeps,
  userId: number,
  input: QuestionFolderChangeBody,
): Promise<void> {
  const subject = await loadLibrarySubject(deps.db, userId);
  const rows = await editableRows(deps, subject, input.ids);
  let folderId: number | null = null;
  if (input.folderId !== FOLDER_UNCLASSIFIED) {
    const folder = await findQuestionFolder(deps.db, input.folderId);
    requireItem(subject, folder, 'edit');
    if (rows.some((r) => !isSameLibrary(scopeOfItem(r), scopeOfItem(folder))))
      throw new AppError('A0400', 'questions can only move to a folder of their own library');
    folderId = folder.id;
  }
  await deps.db
    .update(libraryQuestions)
    .set({ folderId })
    .where(
      inArray(
        libraryQuestions.id,
        rows.map((r) => r.id),
      ),
    );
}

/** `library/remove`: deletes library questions. Surveys they were inserted into keep their copies. */
export async function removeLibraryQuestions(
  deps: AppDeps,
  userId: number,
  input: LibraryRemoveBody,
): Promise<void> {
  const rows = await editableRows(deps, await loadLibrarySubject(deps.db, userId), input.ids);
  await deps.db.delete(libraryQuestions).where(
    inArray(
      libraryQuestions.id,
      rows.map((r) => r.id),
    ),
  );
}
