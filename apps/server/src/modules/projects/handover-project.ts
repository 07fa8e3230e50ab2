import type { ProjectHandoverBody } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { requireOwnProjectRight } from '../../policy/own-project-right.ts';
import { findMembership } from '../users/user-repo.ts';
import { loadSurveyForAction } from './survey-access.ts';
import { assertMayOwnAnother, findUserByNameOrEmail } from './survey-repo.ts';

/**
 * Hands a project over to another user (manage right): the target becomes its owner and it
 * moves to the target's organisation and department, out of the previous owner's folder. The
 * previous owner keeps no right of ownership (only what a share from the new owner or the
 * organisation gives them); a share the target held is dropped, since owners need none.
 * Unknown target A5205; the caller or the current owner as target A5212; a free target already
 * at its limit A0210.
 */
export async function handoverProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: ProjectHandoverBody,
): Promise<void> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'manage');
  await requireOwnProjectRight(deps.db, auth.userId, 'PROJECT_HANDOVER');
  const target = await findUserByNameOrEmail(deps.db, input.target);
  if (!target) throw new AppError('A5205');
  if (target.id === auth.userId || target.id === survey.ownerId) throw new AppError('A5212');
  const membership = await findMembership(deps.db, target.id);
  await deps.db.transaction(async (tx) => {
    await assertMayOwnAnother(tx, target.id);
    const moved = await tx
      .update(surveys)
      .set({
        ownerId: target.id,
        organizationId: membership?.organizationId ?? null,
        departmentId: membership?.departmentId ?? null,
        folderId: null,
        updatedAt: new Date(deps.now()),
      })
      .where(and(eq(surveys.id, survey.id), eq(surveys.ownerId, survey.ownerId)))
      .returning({ id: surveys.id });
    // Handed over or deleted by someone else since the check: the caller's right is gone.
    if (moved.length === 0) throw new AppError('A5202');
    await tx
      .delete(projectShares)
      .where(and(eq(projectShares.surveyId, survey.id), eq(projectShares.userId, target.id)));
  });
}
