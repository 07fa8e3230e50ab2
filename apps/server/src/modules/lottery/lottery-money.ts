import type { LotteryConfig } from '@cairn/contract';
import { prizeStock } from '@cairn/rewards';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, lotteryWinners, orders } from '../../db/schema/index.ts';
import { balanceOf } from '../wallet/ledger.ts';
import type { OrderRow } from '../wallet/order-hooks.ts';
import { refundFromOrder } from '../wallet/orders.ts';
import type { LotteryRow } from './lottery-view.ts';

/** The lottery's paid cash order (its escrow holds the prizes' money), if any. */
export async function paidOrder(tx: Db, row: LotteryRow): Promise<OrderRow | null> {
  if (!row.orderId) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, row.orderId), eq(orders.status, 'paid')));
  return order ?? null;
}

/**
 * Cash the escrow must keep: every cash prize won and not paid out (won, claimed, or failed — the
 * winner is still owed), and, before an after-close draw, what that draw may give.
 */
async function reservedFen(tx: Db, row: LotteryRow): Promise<number> {
  const [owed] = await tx
    .select({ sum: sql<string>`coalesce(sum(${lotteryWinners.amountFen}), 0)` })
    .from(lotteryWinners)
    .where(
      and(
        eq(lotteryWinners.lotteryId, row.id),
        eq(lotteryWinners.kind, 'cash'),
        inArray(lotteryWinners.status, ['won', 'claimed', 'failed']),
      ),
    );
  const config = row.config as LotteryConfig;
  const toDraw =
    config.mode === 'after-close' && row.drawnAt === null
      ? config.prizes.reduce(
          (sum, p) => (p.kind === 'cash' ? sum + Math.min(p.winners ?? 0, prizeStock(p)) * p.amountFen : sum),
          0,
        )
      : 0;
  return Number(owed?.sum ?? 0) + toDraw;
}

/**
 * Returns what the escrow holds beyond what is reserved to the wallet, under the caller's row
 * lock. Idempotent: a second call finds only the reservation left and moves nothing; the key
 * `lottery-refund:{id}:{refunded so far}` is a second guard against a replay.
 */
export async function refundUnspent(tx: Db, row: LotteryRow, now: number): Promise<number> {
  const order = await paidOrder(tx, row);
  if (!order) return 0;
  const refund = (await balanceOf(tx, order.escrowAccountId)) - (await reservedFen(tx, row));
  if (refund <= 0) return 0;
  await refundFromOrder(tx, order, refund, `lottery-refund:${row.id}:${row.refundedFen}`, now);
  await tx
    .update(lotteries)
    .set({ refundedFen: sql`${lotteries.refundedFen} + ${refund}`, updatedAt: new Date(now) })
    .where(eq(lotteries.id, row.id));
  return refund;
}
