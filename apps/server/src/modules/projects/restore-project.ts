import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from './survey-access.ts';
import { assertMayOwnAnother } from './survey-repo.ts';

/**
 * Takes a project out of the recycle bin (its owner only; manage right). A project not in the
 * bin is A5207; a free account already at its limit is A0210.
 */
export async function restoreProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  code: string,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'manage', { allowDeleted: true });
  if (!survey.deletedAt) throw new AppError('A5207', 'the project is not in the recycle bin');
  await deps.db.transaction(async (tx) => {
    await assertMayOwnAnother(tx, survey.ownerId);
    await tx
      .update(surveys)
      .set({ deletedAt: null, updatedAt: new Date(deps.now()) })
      .where(and(eq(surveys.id, survey.id), isNotNull(surveys.deletedAt)));
  });
}
