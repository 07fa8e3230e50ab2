import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { SAMPLE_DELIVERY_JOB } from '../jobs/job-names.ts';

/** A delivery records a panellist every few seconds; an order fielding this long without one has no run. */
export const STALLED_DELIVERY_MS = 10 * 60_000;

/**
 * Queues the delivery of paid orders that nothing is delivering (the housekeeping sweep runs it):
 * the delivery job is queued after the payment commits, so a process dying in between leaves an
 * order fielding, owing respondents, with no job. An order stopped by a delivery error is left to
 * the delivery job's own retries and then to the author (its error is shown with "resume
 * delivery", resume.ts). A run queued twice is harmless: each
 * panellist is recorded under the order's row lock, and one arriving when nothing is owed is
 * surplus. Answers how many it queued.
 */
export async function recoverSampleDeliveries(deps: AppDeps, at: number): Promise<number> {
  const stalled = await deps.db
    .select({ id: sampleOrders.id })
    .from(sampleOrders)
    .where(
      and(
        eq(sampleOrders.status, 'fielding'),
        gt(sampleOrders.owed, 0),
        isNull(sampleOrders.deliveryError),
        lt(sampleOrders.updatedAt, new Date(at - STALLED_DELIVERY_MS)),
      ),
    )
    .orderBy(asc(sampleOrders.updatedAt))
    .limit(100);
  for (const order of stalled) {
    await deps.jobs.send(SAMPLE_DELIVERY_JOB, { sampleId: order.id });
    // Marks the order seen, so the next sweep waits another interval before queuing it again.
    await deps.db
      .update(sampleOrders)
      .set({ updatedAt: new Date(at) })
      .where(eq(sampleOrders.id, order.id));
  }
  return stalled.length;
}
