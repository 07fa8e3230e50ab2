import { eq } from 'drizzle-orm';
import { lotteryWinners, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureAccount, postTransfer } from '../wallet/ledger.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { lockLottery } from './lottery-access.ts';

/** A cash prize's payout booked by a committed transaction, for the provider to make. */
export interface LotteryPayout {
  winnerId: number;
  lotteryId: string;
  orderId: string;
  openId: string;
  amountFen: number;
  provider: string;
}

/**
 * The provider pays outside any transaction (as withdrawals and envelope payouts). A refusal puts
 * the money back into the order's escrow (key `lottery-payout-return:{winnerId}`) and the winner
 * to `failed`: still owed, so the end's refund keeps it.
 */
export async function runLotteryPayout(deps: AppDeps, p: LotteryPayout): Promise<void> {
  try {
    await moneyProviders(deps).payouts.pay({
      withdrawalId: `lottery:${p.winnerId}`,
      openId: p.openId,
      amountFen: p.amountFen,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db.transaction(async (tx) => {
      await lockLottery(tx, p.lotteryId);
      const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId));
      if (!order) throw new Error(`order ${p.orderId} vanished`);
      const external = await ensureAccount(tx, 'external', `payout-out:${p.provider}`);
      const posted = await postTransfer(tx, {
        kind: 'campaign-payout-return',
        idempotencyKey: `lottery-payout-return:${p.winnerId}`,
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
