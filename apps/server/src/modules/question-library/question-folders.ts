import {
  type Lang,
  QUESTION_FOLDERS_MAX,
  type QuestionFolder,
  type QuestionFolderCreateBody,
  type QuestionFolderRenameBody,
} from '@cairn/contract';
import { and, count, eq } from 'drizzle-orm';
import { libraryQuestions, questionFolders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertFolderNameFree,
  ensureDefaultQuestionFolder,
  findQuestionFolder,
  listQuestionFolderRows,
  nameClash,
  nextFolderPosition,
  toQuestionFolder,
} from './folder-repo.ts';
import {
  loadLibrarySubject,
  questionFoldersIn,
  requireItem,
  requireLibrary,
  scopeOfItem,
} from './library-scope.ts';

/** The folder calls (`library/category…`): list, create, rename, remove. */

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
  await ensureDefaultQuestionFolder(deps.db, scope, deps.now());
  await assertFolderNameFree(deps.db, scope, input.name);
  const [counted] = await deps.db
    .select({ n: count() })
    .from(questionFolders)
    .where(and(questionFoldersIn(scope), eq(questionFolders.isDefault, false)));
  if ((counted?.n ?? 0) >= QUESTION_FOLDERS_MAX)
    throw new AppError('A0400', `a library holds at most ${QUESTION_FOLDERS_MAX} folders`);
  try {
    const [row] = await deps.db
      .insert(questionFolders)
      .values({
        ownerId: userId,
        organizationId: scope.organizationId,
        dataType: scope.dataType,
        name: input.name,
        position: await nextFolderPosition(deps.db, scope),
        createdAt: new Date(deps.now()),
      })
      .returning();
    return toQuestionFolder(row!, lang);
  } catch (error) {
    throw nameClash(error, input.name);
  }
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
  if (folder.isDefault) throw new AppError('A0403', 'the default folder cannot be renamed');
  await assertFolderNameFree(deps.db, scopeOfItem(folder), input.name, folder.id);
  try {
    const [row] = await deps.db
      .update(questionFolders)
      .set({ name: input.name })
      .where(eq(questionFolders.id, folder.id))
      .returning();
    return toQuestionFolder(row!, lang);
  } catch (error) {
    throw nameClash(error, input.name);
  }
}

/** Removes a folder; its questions stay, unclassified. The default folder stays (A5204). */
export async function removeQuestionFolder(deps: AppDeps, userId: number, id: number): Promise<void> {
  const folder = await findQuestionFolder(deps.db, id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  if (folder.isDefault) throw new AppError('A5204', 'the default folder cannot be removed');
  await deps.db.transaction(async (tx) => {
    await tx.update(libraryQuestions).set({ folderId: null }).where(eq(libraryQuestions.folderId, folder.id));
    await tx.delete(questionFolders).where(eq(questionFolders.id, folder.id));
  });
}
