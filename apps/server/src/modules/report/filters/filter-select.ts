import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { loadSurveyForAction } from '../../projects/survey-access.ts';
import { findFilterRow, setSelection } from './filter-store.ts';

/** Selects a saved filter for the caller on this survey, or unselects (`id: null`). */
export async function selectFilter(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
  id: number | null,
): Promise<{ id: number | null }> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  if (id !== null && !(await findFilterRow(deps.db, survey.id, id)))
    throw new AppError('A0404', `filter ${id}`);
  await setSelection(deps.db, auth.userId, survey.id, id);
  return { id };
}
