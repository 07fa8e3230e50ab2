import type { ProjectStatusBody, PublishState } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { publishStateOf } from './publish-state.ts';
import { latestVersionNumber } from './survey-versions.ts';

/**
 * POST project/status: end collecting (1 → 2) or reopen an ended survey (2 → 1). Needs the launch
 * right (A5202). Ending an unpublished survey, or reopening one that is not ended, is A0400 —
 * a survey is published only through the launch call, which diagnoses it first. Asking for the
 * status it already has changes nothing. Reopening keeps `relaunch`: the published version is
 * what respondents get until the next publish.
 */
export async function setSurveyStatus(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: ProjectStatusBody,
): Promise<PublishState> {
  const access = await loadSurveyForAction(deps, auth, input.code, 'launch');
  return deps.db.transaction(async (tx) => {
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, access.survey.id)).for('update');
    if (!survey || survey.deletedAt) throw new AppError('A1100');
    const latest = await latestVersionNumber(tx, survey.id);
    if (survey.status === input.status) return publishStateOf(survey, latest);
    if (input.status === 2 && survey.status !== 1)
      throw new AppError('A0400', 'only a published survey can be ended');
    if (input.status === 1 && (survey.status !== 2 || latest === null))
      throw new AppError('A0400', 'only an ended survey can be reopened; publish it instead');
    const [updated] = await tx
      .update(surveys)
      .set({ status: input.status, updatedAt: new Date(deps.now()) })
      .where(eq(surveys.id, survey.id))
      .returning();
    return publishStateOf(updated!, latest);
  });
}
