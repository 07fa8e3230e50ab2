import type { PayoutRetryResult } from '@cairn/contract';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { payoutFromOrder } from '../wallet/orders.ts';
import { attemptKey } from '../wallet/payout-attempt.ts';
import { lockLottery, lotteryForAction } from './lottery-access.ts';
import { paidOrder } from './lottery-money.ts';
import type { LotteryRow } from './lottery-view.ts';
import { type LotteryPayout, runLotteryPayout } from './run-payout.ts';

type WinnerRow = typeof lotteryWinners.$inferSelect;

/**
 * Books a claimed cash prize's payout under the lottery row lock (escrow → payout-out, key
 * `lottery-payout:{winnerId}:{orderId}` per attempt) and marks the winner paying; the provider
 * pays after the commit (`runLotteryPayout`).
 */
export async function bookWinnerPayout(
  tx: Db,
  lottery: LotteryRow,
  winner: WinnerRow,
  provider: string,
  now: number,
): Promise<LotteryPayout> {
  if (winner.amountFen === null || winner.claimant === null)
    throw new Error(`winner ${winner.id} is not a claimed cash prize`);
  const order = await paidOrder(tx, lottery);
  if (!order) throw new Error(`lottery ${lottery.id} has cash winners but no paid order`);
  const key = attemptKey(`lottery-payout:${winner.id}:${order.id}`, winner.payoutAttempt);
  await payoutFromOrder(tx, order, provider, winner.amountFen, key, now);
  await tx
    .update(lotteryWinners)
    .set({
      status: 'paying',
      claimedAt: winner.claimedAt ?? new Date(now),
      paidAt: new Date(now),
      note: null,
    })
    .where(eq(lotteryWinners.id, winner.id));
  await tx
    .update(lotteries)
    .set({ updatedAt: new Date(now) })
    .where(eq(lotteries.id, lottery.id));
  return {
    winnerId: winner.id,
    lotteryId: lottery.id,
    openId: winner.claimant,
    amountFen: winner.amountFen,
    provider,
    orderId: order.id,
    attempt: winner.payoutAttempt,
  };
}

/** A payout takes seconds; a winner paying this long lost its process between booking and paying. */
export const STUCK_WINNER_PAYOUT_MS = 10 * 60_000;

/**
 * Pays the cash prizes a dead process booked but never paid (the housekeeping sweep runs it),
 * under the same payout id, which the provider pays at most once. Answers how many it sent again.
 */
export async function recoverLotteryPayouts(deps: AppDeps, at: number): Promise<number> {
  const stuck = await deps.db
    .select()
    .from(lotteryWinners)
    .where(
      and(
        eq(lotteryWinners.status, 'paying'),
        isNotNull(lotteryWinners.claimant),
        lt(lotteryWinners.paidAt, new Date(at - STUCK_WINNER_PAYOUT_MS)),
      ),
    )
    .orderBy(asc(lotteryWinners.paidAt))
    .limit(100);
  const provider = moneyProviders(deps).payouts.name;
  for (const w of stuck) {
    const [lottery] = await deps.db.select().from(lotteries).where(eq(lotteries.id, w.lotteryId));
    if (!lottery?.orderId) continue;
    await runLotteryPayout(deps, {
      winnerId: w.id,
      lotteryId: w.lotteryId,
      orderId: lottery.orderId,
      openId: w.claimant!,
      amountFen: w.amountFen ?? 0,
      provider,
      attempt: w.payoutAttempt,
    });
  }
  return stuck.length;
}

/**
 * lottery/payout/retry: each failed cash winner (those named, or all) moves to its next payout
 * attempt and is booked again under the lottery lock; the provider pays after the commit.
 */
export async function retryWinnerPayouts(
  deps: AppDeps,
  userId: number,
  lotteryId: string,
  ids: readonly number[] | null,
): Promise<PayoutRetryResult> {
  await lotteryForAction(deps.db, userId, lotteryId);
  const provider = moneyProviders(deps).payouts.name;
  const now = deps.now();
  const { payouts, tried } = await deps.db.transaction(async (tx) => {
    const lottery = await lockLottery(tx, lotteryId);
    const where = [eq(lotteryWinners.lotteryId, lotteryId), eq(lotteryWinners.status, 'failed')];
    if (ids) where.push(inArray(lotteryWinners.id, [...new Set(ids)]));
    const failed = await tx
      .select()
      .from(lotteryWinners)
      .where(and(...where))
      .orderBy(lotteryWinners.id)
      .for('update');
    const booked: LotteryPayout[] = [];
    for (const winner of failed) {
      const next = { ...winner, payoutAttempt: winner.payoutAttempt + 1 };
      await tx
        .update(lotteryWinners)
        .set({ payoutAttempt: next.payoutAttempt })
        .where(eq(lotteryWinners.id, winner.id));
      booked.push(await bookWinnerPayout(tx, lottery, next, provider, now));
    }
    return { payouts: booked, tried: new Set(failed.map((w) => w.id)) };
  });
  for (const payout of payouts) await runLotteryPayout(deps, payout);
  return { retried: payouts.length, skipped: ids ? [...new Set(ids)].filter((id) => !tried.has(id)) : [] };
}
