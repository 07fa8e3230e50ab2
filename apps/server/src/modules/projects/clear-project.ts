import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../files/storage.ts';
import { releaseSurveyImages } from '../image-library/survey-images.ts';
import { loadSurveyForAction } from './survey-access.ts';

/**
 * Deletes a project for good, with its design, shares, stars and responses (its owner only, from
 * the recycle bin only: A5204 otherwise; manage right), and the bytes of the files its
 * respondents uploaded and of its own images (those no copy of it still holds). As in the file
 * sweep, rows go first (one transaction) and bytes after: a failure between the two leaves
 * unreachable bytes, never a reference to missing ones.
 */
export async function clearProject(
  deps: { db: Db; storage: FileStorage },
  auth: { userId: number },
  code: string,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'manage', { allowDeleted: true });
  if (!survey.deletedAt) throw new AppError('A5204', 'move the project to the recycle bin first');
  const keys = await deps.db.transaction(async (tx) => {
    const files = await tx
      .delete(respondentFiles)
      .where(eq(respondentFiles.surveyId, survey.id))
      .returning({ key: respondentFiles.storageKey });
    const images = await releaseSurveyImages(tx, survey.id);
    await tx.delete(surveys).where(and(eq(surveys.id, survey.id), isNotNull(surveys.deletedAt)));
    return [...files.map((file) => file.key), ...images];
  });
  for (const key of keys) await deps.storage.remove(key);
}
