import type { ProjectShare } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { listSharesOf } from './share-repo.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** Who a project is shared with and with which rights (manage right, A5202). */
export async function listShares(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<ProjectShare[]> {
  const { survey } = await loadSurveyForAction(deps, auth, code, 'manage');
  return listSharesOf(deps.db, survey.id);
}
