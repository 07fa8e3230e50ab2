import type { InviteRemoveBody } from '@cairn/contract';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/**
 * Deletes codes of the survey (edit right): the listed ones, or every unused one. Ids of other
 * surveys are ignored, never deleted. With `unusedOnly` a listed code already used stays, so a
 * response's code is not lost by accident.
 */
export async function removeInviteCodes(
  deps: { db: Db },
  auth: { userId: number },
  input: InviteRemoveBody,
): Promise<{ removed: number }> {
  const { survey } = await loadSurveyForAction(deps, auth, input.surveyCode, 'edit');
  const where: SQL[] = [eq(inviteCodes.surveyId, survey.id)];
  if (input.ids?.length) where.push(inArray(inviteCodes.id, input.ids));
  if (input.unusedOnly) where.push(isNull(inviteCodes.usedAt));
  const rows = await deps.db
    .delete(inviteCodes)
    .where(and(...where))
    .returning({ id: inviteCodes.id });
  return { removed: rows.length };
}
