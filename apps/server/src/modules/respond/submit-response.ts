import type { RespondReceipt, RespondSubmitBody } from '@cairn/contract';
import { checkResponse } from '@cairn/core';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { grantAtSubmit, grantOfResponse } from '../envelopes/grant-at-submit.ts';
import { drawAtSubmit, lotteryOfResponse } from '../lottery/draw-at-submit.ts';
import { withResultTicket } from '../lottery/result-ticket.ts';
import { cellsPlanOfDocument, storedCellsOf } from '../report/stored-cells.ts';
import type { Visitor } from './access-facts.ts';
import { notFound } from './access-state.ts';
import { answersDigest } from './answers-digest.ts';
import { refuseForeignFiles } from './file-answers.ts';
import { finishResponse } from './finish-batch.ts';
import { passGate } from './gate.ts';
import { findResponse, metaColumns, receiptOf } from './response-row.ts';
import { needsGuard, submitGuarded } from './submit-guarded.ts';
import { compiledVersion, loadSurveyTarget } from './survey-target.ts';

/** The fields of a finished row a receipt is made from. */
type Finished = Parameters<typeof receiptOf>[0];

/**
 * Submit (RELIABILITY.md 1–3, 5): idempotent by the browser-made response id.
 * - A finished response with this id answers its original receipt when the answers are the same
 *   (even if the survey closed since), A0311 when they differ.
 * - Every access rule (gate.ts) as for the open call; a refusal is A0310 carrying the state.
 * - The answers are replayed by the core engine against the version answered; anything a real
 *   page could not have sent is A0400 naming the answer keys.
 * - A survey whose rules depend on other submissions (caps, frequency limits, invitation codes,
 *   quotas) is written in one guarded transaction (submit-guarded.ts). Any other survey needs
 *   one upsert that only replaces a partial row, atomic by itself and shared with the submits
 *   arriving in the same turn (finish-batch.ts).
 */
export async function submitResponse(
  deps: AppDeps,
  body: RespondSubmitBody,
  visitor: Visitor,
  userAgent: string | undefined,
): Promise<RespondReceipt> {
  const { db } = deps;
  const now = new Date(deps.now());
  const digest = answersDigest(body.version, body.answers);
  const target = await loadSurveyTarget(db, body.surveyCode, { interview: body.interview !== undefined });
  if (!target) throw refused(notFound('zh'));
  const surveyId = target.survey.id;
  /** What a finished response's first submit won (a retry never draws again). */
  const rewardsOf = async (responseId: string): Promise<Rewards> => ({
    envelope: await grantOfResponse(db, surveyId, responseId),
    lottery: withResultTicket(
      deps.signingKey,
      body.surveyCode,
      responseId,
      await lotteryOfResponse(db, surveyId, responseId),
    ),
  });
  /** The receipt (or A0311) when this id is already finished; null while it is new or partial. */
  const retryOfFinished = async (): Promise<RespondReceipt | null> => {
    const existing = await findResponse(db, surveyId, body.responseId);
    if (!existing || existing.status === 'partial') return null;
    return withRewards(sameOrConflict(existing, digest), await rewardsOf(existing.id));
  };
  /** A retry of a finished response, else the refusal. */
  const finishedOr = async (error: Error): Promise<RespondReceipt> => {
    const receipt = await retryOfFinished();
    if (receipt) return receipt;
    throw error;
  };

  const gate = await passGate(db, body.surveyCode, visitor, body, now.getTime(), {
    checkInvite: false,
    target,
  });
  if (!gate.open) return finishedOr(refused(gate.state));
  const { settings } = gate;
  const guarded = needsGuard(settings, target);
  // A guarded survey's rules (a used invitation code, the device's own answer) would refuse a
  // retry of a finished response, so the retry is recognised before them.
  if (guarded) {
    const receipt = await retryOfFinished();
    if (receipt) return receipt;
  }
  const version = await compiledVersion(db, surveyId, body.version);
  if (!version) return finishedOr(new AppError('A0400', 'version'));
  const check = checkResponse(version.compiled, body.answers, body.responseId);
  if (!check.ok) {
    const keys = [...new Set(check.problems.map((p) => p.key))];
    return finishedOr(new AppError('A0400', `answers ${keys.join(', ')}`, { problems: check.problems }));
  }
  // Files uploaded under an id this page had to give up (A0311) are still its own: ids are random,
  // only the page that made them knows them.
  const fileOwners = [body.responseId, ...(body.priorResponseIds ?? [])];
  await refuseForeignFiles(db, surveyId, fileOwners, check.answers, version.compiled);
  const meta = metaColumns(body, target.document.settings.params ?? [], visitor, userAgent);
  const values = {
    ...meta,
    id: body.responseId,
    answers: check.answers,
    // Complete and screened-out answers convert alike: only partial ones are checked again.
    ...storedCellsOf(cellsPlanOfDocument(version.document), check.answers, 'complete'),
    answersDigest: digest,
    submittedAt: now,
    updatedAt: now,
  };
  const written: Finished | null = guarded
    ? await submitGuarded(
        db,
        {
          target,
          settings,
          visitor,
          inviteCode: body.inviteCode,
          outcome: check.outcome === 'screen_out' ? 'screen_out' : 'complete',
          answers: check.answers,
          values,
          now,
        },
        refused,
      )
    : await finishResponse(db, {
        ...values,
        surveyId,
        status: check.outcome === 'screen_out' ? 'screened_out' : 'complete',
        startedAt: meta.startedAt ?? now,
      });
  if (written) {
    // Only the request that finished the response draws (a retry never draws again), after the
    // write committed: see envelopes/grant-at-submit.ts.
    if (written.status !== 'complete') return receiptOf(written);
    return withRewards(receiptOf(written), {
      envelope: await grantAtSubmit(deps, surveyId, written.id, visitor),
      lottery: withResultTicket(
        deps.signingKey,
        body.surveyCode,
        written.id,
        await drawAtSubmit(deps, surveyId, written.id),
      ),
    });
  }
  // A concurrent request with the same id finished first.
  const again = await findResponse(db, surveyId, body.responseId);
  if (!again) throw new Error(`response ${body.responseId} neither written nor found`);
  return withRewards(sameOrConflict(again, digest), await rewardsOf(again.id));
}

type Rewards = Pick<RespondReceipt, 'envelope' | 'lottery'>;

/** The receipt with the envelope and lottery results, each only when there is one. */
function withRewards(receipt: RespondReceipt, { envelope, lottery }: Rewards): RespondReceipt {
  return { ...receipt, ...(envelope ? { envelope } : {}), ...(lottery ? { lottery } : {}) };
}

/** A finished response met again: its receipt for the same answers, A0311 for other answers. */
function sameOrConflict(row: Finished & { answersDigest: string | null }, digest: string): RespondReceipt {
  if (row.answersDigest === digest) return receiptOf(row);
  throw new AppError('A0311', row.id);
}

function refused(state: { message: string }): AppError {
  return new AppError('A0310', state.message, state);
}
