import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from './survey-access.ts';

/**
 * Deletes a project for good, with its design, shares and stars (its owner only, from the
 * recycle bin only: A5204 otherwise; manage right).
 */
export async function clearProject(deps: { db: Db }, auth: { userId: number }, code: string): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'manage', { allowDeleted: true });
  if (!survey.deletedAt) throw new AppError('A5204', 'move the project to the recycle bin first');
  await deps.db.delete(surveys).where(and(eq(surveys.id, survey.id), isNotNull(surveys.deletedAt)));
}
