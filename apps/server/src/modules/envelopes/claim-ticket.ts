import { type ClaimState, QR_STATE } from '@cairn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { type ClaimTargetKind, claimTargetOf } from '../messaging/claim-targets.ts';
import { appOf, createTicket, pendingState, ticketRow } from '../messaging/qr-tickets.ts';
import { loadTargetRow } from '../respond/target-query.ts';
import { boundToCurrentAccount } from '../weixin/survey-official-account.ts';

/**
 * A claim QR ticket for the prize `find` names in a survey: the response id is the respondent's
 * secret (their page's UUID), so it is the only key asked for; a survey, response or prize not
 * found is one A0404, telling a guesser nothing. Claims go through the survey's official account
 * only (settings area weixin): without one, A2006. Envelopes and lottery cash prizes share it.
 */
export async function claimTicketFor(
  deps: AppDeps,
  surveyCode: string,
  find: (surveyId: number) => Promise<{ kind: ClaimTargetKind; id: number } | undefined>,
) {
  appOf(deps);
  const target = await loadTargetRow(deps.db, surveyCode);
  if (!target || target.survey.deletedAt) throw new AppError('A0404');
  const prize = await find(target.survey.id);
  if (!prize) throw new AppError('A0404');
  if (!(await boundToCurrentAccount(deps, target.survey.id)))
    throw new AppError('A2006', 'the survey is bound to no official account');
  return createTicket(deps, 'claim', null, prize);
}

/** The end page's "claim" of a red envelope: a ticket whose scan pays the response's grant. */
export function envelopeClaimTicket(deps: AppDeps, surveyCode: string, responseId: string) {
  return claimTicketFor(deps, surveyCode, async (surveyId) => {
    const [grant] = await deps.db
      .select({ id: envelopeGrants.id })
      .from(envelopeGrants)
      .where(and(eq(envelopeGrants.surveyId, surveyId), eq(envelopeGrants.responseId, responseId)))
      .orderBy(desc(envelopeGrants.id))
      .limit(1);
    return grant ? { kind: 'envelope' as const, id: grant.id } : undefined;
  });
}

/** The claim poll: the ticket's state, and once scanned, where its prize stands (any kind). */
export async function claimTicketState(deps: AppDeps, ticket: string): Promise<ClaimState> {
  const row = await ticketRow(deps.db, ticket);
  const mine = row?.purpose === 'claim' ? row : undefined;
  const pending = pendingState(mine, deps.now());
  if (!mine?.scannedAt) return { state: pending ?? QR_STATE.expired, payout: null, amountFen: null };
  const state = (mine.outcome ?? QR_STATE.waiting) as ClaimState['state'];
  const target = claimTargetOf(mine.targetKind);
  const status =
    state === QR_STATE.done && target && mine.targetId !== null
      ? await target.status(deps, mine.targetId)
      : null;
  return { state, payout: status?.payout ?? null, amountFen: status?.amountFen ?? null };
}
