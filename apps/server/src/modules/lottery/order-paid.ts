import { moveStatus } from '@cairn/rewards';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries } from '../../db/schema/index.ts';
import { type OrderRow, onOrderCancelled, onOrderPaid } from '../wallet/order-hooks.ts';
import { refundFromOrder } from '../wallet/orders.ts';

let registered = false;

async function lockedOwner(tx: Db, order: OrderRow) {
  const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, order.refId)).for('update');
  return row?.orderId === order.id ? row : undefined;
}

/**
 * A lottery's cash order paid (inside the paying transaction): a paying lottery starts running.
 * One paid after the lottery ended (or was saved anew) goes straight back to the wallet. Its
 * order cancelled, a paying lottery goes back to draft (saving it orders again). Registered once
 * per process, as the envelope hook.
 */
export function registerLotteryOrderHook(): void {
  if (registered) return;
  registered = true;
  onOrderPaid('lottery', async (tx, order) => {
    const row = await lockedOwner(tx, order);
    const now = order.paidAt ?? new Date();
    const started = row?.status === 'paying' ? moveStatus('paying', 'paid') : null;
    if (!row || !started?.ok || started.status === 'deleted') {
      // Not waiting for this money (ended, or a stale order): it is the author's again at once.
      await refundFromOrder(tx, order, order.amountFen, `lottery-refund:${order.id}:unused`, now.getTime());
      if (row)
        await tx
          .update(lotteries)
          .set({ refundedFen: sql`${lotteries.refundedFen} + ${order.amountFen}`, updatedAt: now })
          .where(eq(lotteries.id, row.id));
      return;
    }
    await tx
      .update(lotteries)
      .set({ status: started.status, updatedAt: now })
      .where(eq(lotteries.id, row.id));
  });
  onOrderCancelled('lottery', async (tx, order) => {
    const row = await lockedOwner(tx, order);
    if (row?.status !== 'paying') return;
    const back = moveStatus('paying', 'cancel-order');
    if (!back.ok || back.status === 'deleted') return;
    await tx
      .update(lotteries)
      .set({ status: back.status, updatedAt: order.cancelledAt ?? new Date() })
      .where(eq(lotteries.id, row.id));
  });
}
