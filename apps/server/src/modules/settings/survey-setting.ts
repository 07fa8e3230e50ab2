import {
  type SurveySaved,
  type SurveySettingBody,
  type SurveySettings,
  ZSurveySettings,
} from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { checkSettingsEdit } from './merge-settings.ts';

/**
 * POST /v1/surveys/setting: the answer and facade settings and the design-menu toggles, merged key
 * by key (null clears one); `closeTip` beside them sets `settings.closeTip`. Needs the edit right
 * (A5211) and marks the survey edited like a design edit.
 */
export async function updateSurveySetting(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: SurveySettingBody,
): Promise<SurveySaved> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'edit');
  // The route already validated the body; parsing again gives the output shape (defaults filled).
  const settings: SurveySettings = ZSurveySettings.parse({
    ...(input.settings ?? {}),
    ...(input.closeTip !== undefined ? { closeTip: input.closeTip } : {}),
  });
  checkSettingsEdit(survey.settings, settings);
  return markEdited(deps.db, survey.id, deps.now(), { settings });
}
