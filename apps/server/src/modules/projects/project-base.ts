import type { ProjectBase } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { toProjectBase } from './project-info.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** A project's base info, for anyone the policy lets read it. */
export async function getProjectBase(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<ProjectBase> {
  const { survey, rights } = await loadSurveyForAction(deps, auth, code, 'read');
  return toProjectBase(survey, rights);
}
