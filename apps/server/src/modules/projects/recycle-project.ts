import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { loadSurveyForAction } from './survey-access.ts';

/**
 * Moves a project to its owner's recycle bin (manage right, A5202). From then on it is A1100
 * for every call but restore and permanent delete by its owner.
 */
export async function recycleProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  code: string,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'manage');
  const at = new Date(deps.now());
  await deps.db
    .update(surveys)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(surveys.id, survey.id), isNull(surveys.deletedAt)));
}
