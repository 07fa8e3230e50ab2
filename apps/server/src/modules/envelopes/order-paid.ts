import { moveStatus } from '@cairn/rewards';
import { eq, sql } from 'drizzle-orm';
import { envelopeCampaigns } from '../../db/schema/index.ts';
import { onOrderCancelled, onOrderPaid } from '../wallet/order-hooks.ts';
import { refundFromOrder } from '../wallet/orders.ts';

let registered = false;

/**
 * An envelope order paid (inside the paying transaction): its amount funds the campaign, and a
 * paying campaign starts running. A top-up paid after the campaign ended goes straight back to
 * the wallet. Its budget order cancelled, a paying campaign goes back to draft (saving the draft
 * makes a new budget order); a cancelled top-up changes nothing. Registered once per process
 * (handlers are per process, not per app).
 */
export function registerEnvelopeOrderHook(): void {
  if (registered) return;
  registered = true;
  onOrderPaid('envelope', async (tx, order) => {
    const [row] = await tx
      .select()
      .from(envelopeCampaigns)
      .where(eq(envelopeCampaigns.id, order.refId))
      .for('update');
    if (!row?.orderIds.includes(order.id)) return;
    const now = order.paidAt ?? new Date();
    const started = row.status === 'paying' ? moveStatus('paying', 'paid') : null;
    const ended = row.status === 'ended';
    if (ended)
      await refundFromOrder(tx, order, order.amountFen, `envelope-refund:${order.id}`, now.getTime());
    await tx
      .update(envelopeCampaigns)
      .set({
        fundedFen: sql`${envelopeCampaigns.fundedFen} + ${order.amountFen}`,
        ...(ended ? { refundedFen: sql`${envelopeCampaigns.refundedFen} + ${order.amountFen}` } : {}),
        ...(started?.ok && started.status !== 'deleted' ? { status: started.status } : {}),
        updatedAt: now,
      })
      .where(eq(envelopeCampaigns.id, row.id));
  });
  onOrderCancelled('envelope', async (tx, order) => {
    const [row] = await tx
      .select()
      .from(envelopeCampaigns)
      .where(eq(envelopeCampaigns.id, order.refId))
      .for('update');
    if (!row?.orderIds.includes(order.id) || row.status !== 'paying') return;
    const back = moveStatus('paying', 'cancel-order');
    if (!back.ok || back.status === 'deleted') return;
    await tx
      .update(envelopeCampaigns)
      .set({ status: back.status, updatedAt: order.cancelledAt ?? new Date() })
      .where(eq(envelopeCampaigns.id, row.id));
  });
}
