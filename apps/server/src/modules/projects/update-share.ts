import type { ProjectShare, ProjectShareUpdateBody } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireOwnProjectRight } from '../../policy/own-project-right.ts';
import { listSharesOf } from './share-repo.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** Changes the rights of an existing share (manage right); no such share A0404. */
export async function updateShare(
  deps: { db: Db },
  auth: { userId: number },
  input: ProjectShareUpdateBody,
): Promise<ProjectShare> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'manage');
  await requireOwnProjectRight(deps.db, auth.userId, 'PROJECT_SHARE');
  const updated = await deps.db
    .update(projectShares)
    .set({ canEdit: input.edit, canReport: input.report, canLaunch: input.launch })
    .where(and(eq(projectShares.surveyId, survey.id), eq(projectShares.userId, input.userId)))
    .returning({ id: projectShares.id });
  if (updated.length === 0) throw new AppError('A0404', `no share for user ${input.userId}`);
  const [share] = await listSharesOf(deps.db, survey.id, input.userId);
  return share!;
}
