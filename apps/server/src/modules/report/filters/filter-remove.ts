import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reportFilters } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';

/** Deletes a saved filter (report right); selections of it go with it (foreign key cascade). */
export async function removeFilter(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
  id: number,
): Promise<null> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const rows = await deps.db
    .delete(reportFilters)
    .where(and(eq(reportFilters.id, id), eq(reportFilters.surveyId, survey.id)))
    .returning({ id: reportFilters.id });
  if (rows.length === 0) throw new AppError('A0404', `filter ${id}`);
  return null;
}
