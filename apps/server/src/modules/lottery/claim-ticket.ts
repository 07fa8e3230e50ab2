import type { ClaimPayout } from '@cairn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { appOf, createTicket } from '../messaging/qr-tickets.ts';
import { loadTargetRow } from '../respond/target-query.ts';
import { boundToCurrentAccount } from '../weixin/survey-official-account.ts';

/**
 * The end page's claim of a lottery cash prize: a QR ticket whose scan pays the response's prize
 * to the scanner (claim-targets.ts calls claimWinnerPrize), as for red envelopes
 * (envelopes/claim-ticket.ts): the response id is the key, anything not found one A0404, and the
 * survey must be bound to the current official account (A2006).
 */
export async function lotteryClaimTicket(deps: AppDeps, surveyCode: string, responseId: string) {
  appOf(deps);
  const target = await loadTargetRow(deps.db, surveyCode);
  if (!target || target.survey.deletedAt) throw new AppError('A0404');
  const [winner] = await deps.db
    .select({ id: lotteryWinners.id })
    .from(lotteryWinners)
    .where(
      and(
        eq(lotteryWinners.surveyId, target.survey.id),
        eq(lotteryWinners.responseId, responseId),
        eq(lotteryWinners.kind, 'cash'),
      ),
    )
    .orderBy(desc(lotteryWinners.id))
    .limit(1);
  if (!winner) throw new AppError('A0404');
  if (!(await boundToCurrentAccount(deps, target.survey.id)))
    throw new AppError('A2006', 'the survey is bound to no official account');
  return createTicket(deps, 'claim', null, { kind: 'lottery', id: winner.id });
}

/** A winner's status as the claim poll words a payout. */
const PAYOUT_OF = {
  won: 'held',
  claimed: 'paying',
  paid: 'paid',
  shipped: 'paid',
  failed: 'failed',
} as const satisfies Record<string, ClaimPayout>;

export async function lotteryPrizeStatus(deps: AppDeps, winnerId: number) {
  const [winner] = await deps.db
    .select({ status: lotteryWinners.status, amountFen: lotteryWinners.amountFen })
    .from(lotteryWinners)
    .where(eq(lotteryWinners.id, winnerId));
  return winner ? { payout: PAYOUT_OF[winner.status], amountFen: winner.amountFen ?? 0 } : null;
}
