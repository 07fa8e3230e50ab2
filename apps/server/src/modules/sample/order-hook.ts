import { eq } from 'drizzle-orm';
import { sampleOrders } from '../../db/schema/index.ts';
import { SAMPLE_DELIVERY_JOB } from '../jobs/job-names.ts';
import { onOrderCancelled, onOrderPaid, onOrderPaidCommitted } from '../wallet/order-hooks.ts';
import { refundFromOrder } from '../wallet/orders.ts';

let registered = false;

/**
 * A sample order's money order paid (inside the paying transaction): the order starts fielding and
 * owes its quantity. A money order that is no longer the sample's (replaced by an edit: it was
 * cancelled then, so this does not happen) is refunded at once. After the commit the delivery job
 * is queued. A cancelled money order gives the sample order up (status cancelled). Registered once
 * per process (handlers are per process).
 */
export function registerSampleOrderHooks(): void {
  if (registered) return;
  registered = true;
  onOrderPaid('sample', async (tx, order) => {
    const [row] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, order.refId)).for('update');
    const now = order.paidAt ?? new Date();
    if (!row || row.orderId !== order.id || row.status !== 'paying') {
      await refundFromOrder(tx, order, order.amountFen, `sample-stale:${order.id}`, now.getTime());
      return;
    }
    await tx
      .update(sampleOrders)
      .set({ status: 'fielding', owed: row.quantity, paidOrderId: order.id, updatedAt: now })
      .where(eq(sampleOrders.id, row.id));
  });
  onOrderPaidCommitted('sample', async (deps, order) => {
    await deps.jobs.send(SAMPLE_DELIVERY_JOB, { sampleId: order.refId });
  });
  onOrderCancelled('sample', async (tx, order) => {
    const [row] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, order.refId)).for('update');
    if (!row || row.orderId !== order.id || row.status !== 'paying') return;
    await tx
      .update(sampleOrders)
      .set({ status: 'cancelled', updatedAt: order.cancelledAt ?? new Date() })
      .where(eq(sampleOrders.id, row.id));
  });
}
