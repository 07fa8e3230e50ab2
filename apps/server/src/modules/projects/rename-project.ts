import type { ProjectRenameBody, SurveySaved } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { markEdited } from './edit-state.ts';
import { loadSurveyForAction } from './survey-access.ts';

/**
 * Renames a project from the list; needs the edit right (A5211). The title is part of the
 * design respondents see, so it counts as an edit (version, relaunch) like the base-info call.
 */
export async function renameProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: ProjectRenameBody,
): Promise<SurveySaved> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'edit');
  return markEdited(deps.db, survey.id, deps.now(), { title: input.title });
}
