import type { LaunchInfo } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { millis } from '../projects/survey-repo.ts';
import { publishStateOf } from './publish-state.ts';
import { embedDomainsOf } from './save-embed-domains.ts';
import { countCompleteResponses, latestVersionNumber } from './survey-versions.ts';

/**
 * GET surveys/launch/info/{code}: the publishing state, launch and update times and the sites that
 * may frame the page (read right).
 */
export async function getLaunchInfo(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<LaunchInfo> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'read');
  const [latest, completeCount] = await Promise.all([
    latestVersionNumber(deps.db, survey.id),
    countCompleteResponses(deps.db, survey.id),
  ]);
  return {
    ...publishStateOf(survey, latest),
    code: survey.code,
    updateTime: millis(survey.updatedAt),
    publishCount: latest ?? 0,
    completeCount,
    embedDomains: embedDomainsOf(survey.settings),
  };
}
