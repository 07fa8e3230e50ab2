import type { SurveySaved } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/** Deletes a quota of the survey (edit right); A5200 when the survey has no such quota. */
export async function removeQuota(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
  id: number,
): Promise<SurveySaved> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'edit');
  const rows = await deps.db
    .delete(quotas)
    .where(and(eq(quotas.id, id), eq(quotas.surveyId, survey.id)))
    .returning({ id: quotas.id });
  if (rows.length === 0) throw new AppError('A5200', `quota ${id}`);
  return markEdited(deps.db, survey.id, deps.now());
}
