import { and, eq } from 'drizzle-orm';
import { lotteryWinners, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureAccount, postTransfer } from '../wallet/ledger.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { attemptKey } from '../wallet/payout-attempt.ts';
import { lockLottery } from './lottery-access.ts';

/** A cash prize's payout booked by a committed transaction, for the provider to make. */
export interface LotteryPayout {
  winnerId: number;
  lotteryId: string;
  orderId: string;
  openId: string;
  amountFen: number;
  provider: string;
  /** The winner's payout attempt (its keys carry it: wallet/payout-attempt.ts). */
  attempt: number;
}

/**
 * The provider pays outside any transaction (as withdrawals and envelope payouts); the winner is
 * `paying` until it has, so a process dying in between leaves it for `recoverLotteryPayouts`. A
 * refusal puts the money back into the order's escrow (key `lottery-payout-return:{winnerId}`,
 * per attempt) and the winner to `failed`: still owed, so the end's refund keeps it, and the author
 * can send it again (`retryWinnerPayouts`).
 */
export async function runLotteryPayout(deps: AppDeps, p: LotteryPayout): Promise<void> {
  try {
    await moneyProviders(deps).payouts.pay({
      withdrawalId: attemptKey(`lottery:${p.winnerId}`, p.attempt),
      openId: p.openId,
      amountFen: p.amountFen,
    });
    await deps.db
      .update(lotteryWinners)
      .set({ status: 'paid' })
      .where(and(eq(lotteryWinners.id, p.winnerId), eq(lotteryWinners.status, 'paying')));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db.transaction(async (tx) => {
      await lockLottery(tx, p.lotteryId);
      const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId));
      if (!order) throw new Error(`order ${p.orderId} vanished`);
      const external = await ensureAccount(tx, 'external', `payout-out:${p.provider}`);
      const posted = await postTransfer(tx, {
        kind: 'campaign-payout-return',
        idempotencyKey: attemptKey(`lottery-payout-return:${p.winnerId}`, p.attempt),
        ref: order.id,
        entries: [
          { accountId: external, amountFen: -p.amountFen },
          { accountId: order.escrowAccountId, amountFen: p.amountFen },
        ],
        now: deps.now(),
      });
      if (posted.replayed) return;
      await tx
        .update(lotteryWinners)
        .set({ status: 'failed', paidAt: null, note: `payout refused: ${reason}`.slice(0, 200) })
        .where(eq(lotteryWinners.id, p.winnerId));
    });
  }
}
