import type { ProjectShare, ProjectShareSaveBody } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { projectShares } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireOwnProjectRight } from '../../policy/own-project-right.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import { listSharesOf } from './share-repo.ts';
import { loadSurveyForAction } from './survey-access.ts';
import { findUserByNameOrEmail } from './survey-repo.ts';

/**
 * Shares a project with another user (named by user name or e-mail) with exactly the given
 * rights; reading always comes with a share, managing never (manage right, A5202). Unknown target
 * A5205; the caller A5212; the owner or someone already holding a share A5206 (change rights
 * with share/update).
 */
export async function saveShare(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: ProjectShareSaveBody,
): Promise<ProjectShare> {
  const { survey, facts } = await loadSurveyForAction(deps, auth, input.code, 'manage');
  await requireOwnProjectRight(deps.db, auth.userId, 'PROJECT_SHARE');
  const target = await findUserByNameOrEmail(deps.db, input.target);
  if (!target) throw new AppError('A5205');
  if (target.id === auth.userId) throw new AppError('A5212');
  if (target.id === survey.ownerId || facts.shares.some((s) => s.userId === target.id)) {
    throw new AppError('A5206');
  }
  try {
    await deps.db.insert(projectShares).values({
      surveyId: survey.id,
      userId: target.id,
      canEdit: input.edit,
      canReport: input.report,
      canLaunch: input.launch,
      createdAt: new Date(deps.now()),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'project_shares_survey_user_idx')) throw new AppError('A5206');
    throw error;
  }
  const [share] = await listSharesOf(deps.db, survey.id, target.id);
  return share!;
}
