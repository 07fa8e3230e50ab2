import type { RespondReceipt, RespondSubmitBody } from '@cairn/contract';
import { FREE_RESPONSE_LIMIT } from '@cairn/contract';
import { checkResponse } from '@cairn/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { countCompleteResponses } from '../publishing/survey-versions.ts';
import { claimInviteCode } from '../settings/invite-claim.ts';
import type { Visitor } from './access-facts.ts';
import { closedState, inviteState, needsCount, notFound } from './access-state.ts';
import { answersDigest } from './answers-digest.ts';
import { passGate } from './gate.ts';
import { recordMiss } from './guess-limit.ts';
import { takeQuotaPlaces } from './quota-apply.ts';
import { findResponse, metaColumns, type ResponseRow, receiptOf } from './response-row.ts';
import { compiledVersion, loadSurveyTarget } from './survey-target.ts';

/** A finished response met again: its receipt for the same answers, A0311 for other answers. */
function sameOrConflict(row: ResponseRow, digest: string): RespondReceipt {
  if (row.answersDigest === digest) return receiptOf(row);
  throw new AppError('A0311', row.id);
}

/** Thrown inside the transaction when a concurrent request with the same id finished first. */
const RACED = Symbol('raced');

/**
 * Submit (RELIABILITY.md 1–3, 5): idempotent by the browser-made response id.
 * 1. A finished response with this id answers its original receipt when the answers are the same
 *    (even if the survey closed since), A0311 when they differ.
 * 2. Every access rule (gate.ts) as for the open call; a refusal is A0310 carrying the state.
 * 3. The answers are replayed by the core engine against the version answered; anything a real
 *    page could not have sent is A0400 naming the answer keys.
 * 4. One transaction: caps re-counted under a lock on the survey row (only when a cap applies),
 *    the invitation code claimed, quota places taken (a full quota screens out), the row written
 *    with an upsert that only replaces a partial row. Any refusal rolls all of it back.
 */
export async function submitResponse(
  deps: { db: Db; now: () => number },
  body: RespondSubmitBody,
  visitor: Visitor,
  userAgent: string | undefined,
): Promise<RespondReceipt> {
  const { db } = deps;
  const now = new Date(deps.now());
  const digest = answersDigest(body.version, body.answers);
  const loaded = await loadSurveyTarget(db, body.surveyCode);
  if (!loaded) throw refused(notFound('zh'));
  const existing = await findResponse(db, loaded.survey.id, body.responseId);
  if (existing && existing.status !== 'partial') return sameOrConflict(existing, digest);

  const gate = await passGate(db, body.surveyCode, visitor, body, now.getTime(), {
    checkInvite: false,
    target: loaded,
  });
  if (!gate.open) throw refused(gate.state);
  const { target, settings } = gate;
  const surveyId = target.survey.id;
  const version = await compiledVersion(db, surveyId, body.version);
  if (!version) throw new AppError('A0400', 'version');
  const check = checkResponse(version.compiled, body.answers, body.responseId);
  if (!check.ok) {
    const keys = [...new Set(check.problems.map((p) => p.key))];
    throw new AppError('A0400', `answers ${keys.join(', ')}`, { problems: check.problems });
  }
  const meta = metaColumns(body, target.document.settings.params ?? [], visitor, userAgent);
  const freeEdition = target.ownerLevel === 0;

  try {
    const row = await db.transaction(async (tx) => {
      if (needsCount(settings, freeEdition)) {
        // Serialises submissions of a capped survey, so the cap cannot be passed by a race.
        await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
        const closed = closedState(settings, {
          now: now.getTime(),
          status: 1,
          hasQuestions: true,
          completeCount: await countCompleteResponses(tx, surveyId),
          freeEdition,
          freeCap: FREE_RESPONSE_LIMIT,
          lastByDevice: null,
          lastByIp: null,
        });
        if (closed) throw refused(closed);
      }
      let inviteCodeId: number | null = null;
      if (settings.inviteCodes) {
        inviteCodeId = await claimInviteCode(tx, surveyId, body.inviteCode ?? '', now);
        if (inviteCodeId === null) {
          // Not awaited and not on tx: the miss must outlive this transaction's rollback (on PGlite
          // it runs once the transaction ends); losing one count to a database error is harmless.
          void recordMiss(db, visitor.ip, surveyId, now.getTime()).catch(() => {});
          throw refused(inviteState(settings.lang, target.document.title, true));
        }
      }
      let status: 'complete' | 'screened_out' = check.outcome === 'screen_out' ? 'screened_out' : 'complete';
      if (status === 'complete' && (await takeQuotaPlaces(tx, surveyId, check.answers)) === 'screen_out')
        status = 'screened_out';
      const values = {
        ...meta,
        status,
        answers: check.answers,
        answersDigest: digest,
        inviteCodeId,
        submittedAt: now,
        updatedAt: now,
      };
      const [written] = await tx
        .insert(responses)
        .values({ surveyId, id: body.responseId, ...values })
        .onConflictDoUpdate({
          target: [responses.surveyId, responses.id],
          set: values,
          setWhere: eq(responses.status, 'partial'),
        })
        .returning();
      if (!written) throw RACED;
      return written;
    });
    return receiptOf(row);
  } catch (error) {
    if (error !== RACED) throw error;
    const again = await findResponse(db, surveyId, body.responseId);
    if (!again) throw error;
    return sameOrConflict(again, digest);
  }
}

function refused(state: { message: string }): AppError {
  return new AppError('A0310', state.message, state);
}
