import type { ClaimPayout } from '@cairn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { claimTicketFor } from '../envelopes/claim-ticket.ts';

/**
 * The end page's claim of a lottery cash prize: a QR ticket whose scan pays the response's prize
 * to the scanner (claim-targets.ts calls claimWinnerPrize), on the envelopes' rules (claimTicketFor).
 */
export function lotteryClaimTicket(deps: AppDeps, surveyCode: string, responseId: string) {
  return claimTicketFor(deps, surveyCode, async (surveyId) => {
    const [winner] = await deps.db
      .select({ id: lotteryWinners.id })
      .from(lotteryWinners)
      .where(
        and(
          eq(lotteryWinners.surveyId, surveyId),
          eq(lotteryWinners.responseId, responseId),
          eq(lotteryWinners.kind, 'cash'),
        ),
      )
      .orderBy(desc(lotteryWinners.id))
      .limit(1);
    return winner ? { kind: 'lottery' as const, id: winner.id } : undefined;
  });
}

/** A winner's status as the claim poll words a payout. */
const PAYOUT_OF = {
  won: 'held',
  claimed: 'paying',
  paying: 'paying',
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
