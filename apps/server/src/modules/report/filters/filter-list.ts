import type { FilterView } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { listFilterRows, selectedFilterId, viewOf } from './filter-store.ts';

/** The survey's saved filters, the caller's selected one marked (report right). */
export async function listFilters(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<FilterView[]> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const [rows, selected] = await Promise.all([
    listFilterRows(deps.db, survey.id),
    selectedFilterId(deps.db, auth.userId, survey.id),
  ]);
  return rows.map((row) => viewOf(row, selected));
}
