import type { AnswerMarkBody, AnswerMarked } from '@cairn/contract';
import { ZAnswerMarkBody } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responseLogs, responses } from '../../db/schema/index.ts';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { adjustQuotaPlaces } from '../settings/quota-release.ts';
import { lockAnswers } from './lock-answers.ts';

/**
 * Marks responses invalid (complete → invalid) or valid again (invalid → complete), report right.
 * One transaction: a partial or screened-out response among the ids refuses the whole call
 * (A4010, nothing changes); responses already in the wanted status are left alone and not
 * logged; each change is logged with who, when, from, to and the reason. An invalid response
 * gives its quota places back, and takes them again when valid (quota-release.ts). The update bumps
 * `responses.seq` (trigger), so report caches see the new status.
 */
export async function markAnswers(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: AnswerMarkBody,
): Promise<AnswerMarked> {
  const body = ZAnswerMarkBody.parse(input);
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const from: ResponseStatus = body.invalid ? 'complete' : 'invalid';
  const to: ResponseStatus = body.invalid ? 'invalid' : 'complete';
  return deps.db.transaction(async (tx) => {
    const rows = await lockAnswers(tx, survey.id, body.ids);
    const refused = rows.find((row) => row.status !== 'complete' && row.status !== 'invalid');
    if (refused) throw new AppError('A4010', refused.id);
    const ids = rows.filter((row) => row.status === from).map((row) => row.id);
    if (ids.length === 0) return { changed: 0 };
    const at = new Date(deps.now());
    await tx
      .update(responses)
      .set({ status: to, updatedAt: at })
      .where(and(eq(responses.surveyId, survey.id), inArray(responses.id, ids), eq(responses.status, from)));
    await adjustQuotaPlaces(tx, survey.id, ids, body.invalid ? -1 : 1);
    await tx.insert(responseLogs).values(
      ids.map((responseId) => ({
        surveyId: survey.id,
        responseId,
        action: body.invalid ? ('invalid' as const) : ('valid' as const),
        fromStatus: from,
        toStatus: to,
        reason: body.reason,
        userId: auth.userId,
        createdAt: at,
      })),
    );
    return { changed: ids.length };
  });
}
