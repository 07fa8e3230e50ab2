import type { ProjectShareRemoveBody } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** Ends a share (manage right); no such share A0404. */
export async function removeShare(
  deps: { db: Db },
  auth: { userId: number },
  input: ProjectShareRemoveBody,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'manage');
  const removed = await deps.db
    .delete(projectShares)
    .where(and(eq(projectShares.surveyId, survey.id), eq(projectShares.userId, input.userId)))
    .returning({ id: projectShares.id });
  if (removed.length === 0) throw new AppError('A0404', `no share for user ${input.userId}`);
}
