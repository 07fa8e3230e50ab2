import {
  type LaunchParamsBody,
  type SurveySaved,
  SYSTEM_PARAM_NAMES,
  ZLaunchParamsBody,
} from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { markEdited } from '../projects/edit-state.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

const SYSTEM = new Set<string>(SYSTEM_PARAM_NAMES);

/**
 * Replaces the URL parameters the public link receives (settings.params). They are frozen into
 * published versions, so this is a settings edit: edit right (A5211), and a published survey
 * becomes "modified, not published". A name used twice (ignoring case) is A0204; a name the link
 * uses itself (source, channel, preview ...) is A0205.
 */
export async function saveReceiveParams(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: LaunchParamsBody,
): Promise<SurveySaved> {
  const input = ZLaunchParamsBody.parse(body);
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'edit');
  const seen = new Set<string>();
  for (const param of input.params) {
    const name = param.name.toLowerCase();
    if (SYSTEM.has(name)) throw new AppError('A0205', param.name);
    if (seen.has(name)) throw new AppError('A0204', param.name);
    seen.add(name);
  }
  return markEdited(deps.db, survey.id, deps.now(), { settings: { params: input.params } });
}
