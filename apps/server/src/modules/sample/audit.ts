import { SAMPLE_DELIVERY_FACTOR } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, sampleCompletes, sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { SAMPLE_DELIVERY_JOB } from '../jobs/job-names.ts';
import { payoutFromOrder, refundFromOrder } from '../wallet/orders.ts';
import { lockSample, type SampleRow, sampleForAction } from './sample-access.ts';
import { completeCounts, toSampleOrder } from './sample-view.ts';

interface Decision {
  completeId: number;
  accept: boolean;
  reason?: string | undefined;
}

/**
 * POST answer/sample/audit: under the order's row lock, each named pending complete is accepted or
 * rejected (others are skipped); the panel owes one replacement per rejection, within its cap of
 * quantity × SAMPLE_DELIVERY_FACTOR deliveries. Then `settle` decides whether the order is done.
 * The delivery job is queued after the commit when replacements are owed.
 */
export async function auditSample(deps: AppDeps, userId: number, id: string, decisions: Decision[]) {
  const { surveyCode } = await sampleForAction(deps.db, userId, id);
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockSample(tx, id);
    if (row.status !== 'fielding' && row.status !== 'auditing') throw new AppError('A21017');
    let accepted = 0;
    let rejected = 0;
    for (const d of decisions) {
      const changed = await tx
        .update(sampleCompletes)
        .set({
          state: d.accept ? 'accepted' : 'rejected',
          reason: d.accept ? null : (d.reason ?? null),
          auditedAt: new Date(now),
        })
        .where(
          and(
            eq(sampleCompletes.id, d.completeId),
            eq(sampleCompletes.sampleId, id),
            eq(sampleCompletes.state, 'pending'),
          ),
        )
        .returning({ id: sampleCompletes.id });
      if (changed.length === 0) continue;
      if (d.accept) accepted++;
      else rejected++;
    }
    const counts = await completeCounts(tx, id);
    const room = Math.max(0, row.quantity * SAMPLE_DELIVERY_FACTOR - row.delivered - row.owed);
    const stillNeeded = Math.max(0, row.quantity - counts.accepted - counts.pending - row.owed);
    const replacements = Math.min(rejected, stillNeeded, room);
    const updated = await settle(tx, row, row.owed + replacements, counts, now);
    return {
      accepted,
      rejected,
      skipped: decisions.length - accepted - rejected,
      replacements,
      sample: await toSampleOrder(tx, updated, surveyCode),
    };
  });
  if (result.replacements > 0) await deps.jobs.send(SAMPLE_DELIVERY_JOB, { sampleId: id });
  return result;
}

/**
 * The order's state after an audit. Complete when every ordered respondent is accepted, or when
 * nothing is pending or owed any more (the panel's cap reached): then, once each by ledger key,
 * price × accepted goes from the escrow to the panel and the rest of the budget back to the wallet
 * (the refund is what was not used, so cost and refund always add up to the budget).
 */
async function settle(
  tx: Db,
  row: SampleRow,
  owed: number,
  counts: { pending: number; accepted: number },
  now: number,
): Promise<SampleRow> {
  const done = counts.accepted >= row.quantity || (owed === 0 && counts.pending === 0);
  if (!done) {
    const status = owed > 0 ? 'fielding' : 'auditing';
    const [updated] = await tx
      .update(sampleOrders)
      .set({ owed, status, updatedAt: new Date(now) })
      .where(eq(sampleOrders.id, row.id))
      .returning();
    return updated!;
  }
  const [order] = row.paidOrderId
    ? await tx
        .select()
        .from(orders)
        .where(inArray(orders.id, [row.paidOrderId]))
    : [];
  if (!order) throw new Error(`sample ${row.id} has no paid order`);
  const spentFen = row.priceFen * Math.min(counts.accepted, row.quantity);
  const refundedFen = row.budgetFen - spentFen;
  if (spentFen > 0) await payoutFromOrder(tx, order, row.provider, spentFen, `sample-pay:${row.id}`, now);
  if (refundedFen > 0) await refundFromOrder(tx, order, refundedFen, `sample-refund:${row.id}`, now);
  const [updated] = await tx
    .update(sampleOrders)
    .set({
      owed: 0,
      status: 'completed',
      spentFen,
      refundedFen,
      completedAt: new Date(now),
      updatedAt: new Date(now),
    })
    .where(eq(sampleOrders.id, row.id))
    .returning();
  return updated!;
}
