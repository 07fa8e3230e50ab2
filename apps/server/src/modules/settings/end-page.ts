import type { SurveyEndBody, SurveyEndPage, SurveySaved } from '@cairn/contract';
import { resolveSurveySettings, type SurveySettings } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/** GET /v1/surveys/end/{id}: the end page with defaults filled in, for anyone who may read the survey. */
export async function getEndPage(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<SurveyEndPage> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'read');
  const s = resolveSurveySettings(survey.settings as SurveySettings);
  return {
    endMessage: s.endMessage,
    redirectUrl: s.redirectUrl,
    redirectPassParams: s.redirectPassParams,
    screenOutMessage: s.screenOutMessage,
    screenOutUrl: s.screenOutUrl,
  };
}

/**
 * POST /v1/surveys/end: edits the end page (stored in the survey settings, so the published
 * document carries it). An empty URL clears it. Edit right; marks the survey edited.
 */
export async function updateEndPage(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: SurveyEndBody,
): Promise<SurveySaved> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'edit');
  const { code: _code, redirectUrl, screenOutUrl, ...rest } = input;
  const settings: SurveySettings = { ...rest };
  if (redirectUrl !== undefined) settings.redirectUrl = redirectUrl || null;
  if (screenOutUrl !== undefined) settings.screenOutUrl = screenOutUrl || null;
  return markEdited(deps.db, survey.id, deps.now(), { settings });
}
