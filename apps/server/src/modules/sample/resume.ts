import type { SampleOrder } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { sampleOrders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { SAMPLE_DELIVERY_JOB } from '../jobs/job-names.ts';
import { lockSample, sampleForAction } from './sample-access.ts';
import { toSampleOrder } from './sample-view.ts';

/**
 * POST sample/resume: the author's "resume delivery" after the delivery job's own retries gave
 * up (deliver-job.ts). Under the order's row lock the error is cleared, and after the commit a
 * fresh run is queued (its retries counted from zero). Idempotent: an order fielding without an
 * error is answered unchanged and nothing is queued, so a double click queues one run. A process
 * dying between the commit and the queue leaves an order fielding without an error, which the
 * housekeeping sweep queues (deliver-recovery.ts). A21017 when the order is not fielding.
 */
export async function resumeDelivery(deps: AppDeps, userId: number, id: string): Promise<SampleOrder> {
  const { surveyCode } = await sampleForAction(deps.db, userId, id);
  const { row, resumed } = await deps.db.transaction(async (tx) => {
    const locked = await lockSample(tx, id);
    if (locked.status !== 'fielding') throw new AppError('A21017');
    if (locked.deliveryError === null) return { row: locked, resumed: false };
    const [updated] = await tx
      .update(sampleOrders)
      .set({ deliveryError: null, updatedAt: new Date(deps.now()) })
      .where(eq(sampleOrders.id, id))
      .returning();
    return { row: updated!, resumed: true };
  });
  if (resumed) await deps.jobs.send(SAMPLE_DELIVERY_JOB, { sampleId: id });
  return toSampleOrder(deps.db, row, surveyCode);
}
