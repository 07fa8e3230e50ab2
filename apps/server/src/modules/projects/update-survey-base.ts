import type { SurveyBaseBody, SurveySaved } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { checkSettingsEdit } from '../settings/merge-settings.ts';
import { markEdited } from './edit-state.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** Edits a survey's title and settings (merged key by key); needs the edit right (A5211); A0301 when the start is not before the end. */
export async function updateSurveyBase(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: SurveyBaseBody,
): Promise<SurveySaved> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'edit');
  if (input.settings) checkSettingsEdit(survey.settings, input.settings);
  return markEdited(deps.db, survey.id, deps.now(), { title: input.title, settings: input.settings });
}
