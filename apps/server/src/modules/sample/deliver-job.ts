import { SAMPLE_DELIVERY_FACTOR, type SampleTag } from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import { sampleCompletes, sampleOrders, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { SAMPLE_DELIVERY_JOB } from '../jobs/job-names.ts';
import type { PanelDelivery, PanelProvider } from './panel-provider.ts';
import { lockSample } from './sample-access.ts';

/** Screened-out or failed panellists one run tolerates per respondent owed before it gives up. */
const TRIES_PER_OWED = 3;
/** Runs a delivery error queues again on its own before it waits for the author (resume). */
export const DELIVERY_RETRIES = 4;
/** The first retry's wait; each further one waits twice as long (1, 2, 4, 8 minutes). */
export const DELIVERY_RETRY_BASE_SECONDS = 60;

/** The wait before retry number `retry` (1-based). */
export function deliveryRetryDelay(retry: number): number {
  return DELIVERY_RETRY_BASE_SECONDS * 2 ** (retry - 1);
}

/**
 * The delivery job: while the order is fielding and owes respondents, the panel brings one at a
 * time and each complete is recorded under the order's row lock (delivered + 1, owed − 1), so the
 * order's counts are its progress. A delivery is recorded after the panellist submitted: a process
 * that dies in between leaves that response unrecorded and the retried job brings someone else
 * (the order still owes them), never a respondent counted twice. A failure (the survey closed,
 * full) stops the run and is kept on the order (`deliveryError`); the run queues itself again
 * after a growing wait (`retry` counts these runs), DELIVERY_RETRIES times, then the error waits
 * for the author's resume (resume.ts) or next audit. A recorded complete clears the error. When
 * nothing is owed any more the order moves to auditing.
 */
export async function runDelivery(
  deps: AppDeps,
  panel: PanelProvider,
  sampleId: string,
  retry = 0,
): Promise<void> {
  const [found] = await deps.db
    .select({ row: sampleOrders, code: surveys.code })
    .from(sampleOrders)
    .innerJoin(surveys, eq(surveys.id, sampleOrders.surveyId))
    .where(eq(sampleOrders.id, sampleId));
  if (found?.row.status !== 'fielding') return;
  let budget = Math.max(1, found.row.owed) * TRIES_PER_OWED;
  let n = await panellistsSoFar(deps, sampleId);
  for (; budget > 0; budget--) {
    const [now] = await deps.db.select().from(sampleOrders).where(eq(sampleOrders.id, sampleId));
    if (now?.status !== 'fielding' || now.owed <= 0) break;
    if (now.delivered >= now.quantity * SAMPLE_DELIVERY_FACTOR) break;
    let delivery: PanelDelivery;
    try {
      delivery = await panel.deliver({ sampleId, surveyCode: found.code, tags: now.tags as SampleTag[], n });
    } catch (e) {
      delivery = failedDelivery(n, e);
    }
    n++;
    if (delivery.outcome === 'failed') {
      await deps.db
        .update(sampleOrders)
        .set({ deliveryError: delivery.message ?? 'failed', updatedAt: new Date(deps.now()) })
        .where(eq(sampleOrders.id, sampleId));
      if (retry < DELIVERY_RETRIES) {
        const next = retry + 1;
        await deps.jobs.send(
          SAMPLE_DELIVERY_JOB,
          { sampleId, retry: next },
          { delaySeconds: deliveryRetryDelay(next) },
        );
      }
      return;
    }
    await record(deps, sampleId, delivery);
  }
}

/** Every panellist the order had (complete, screened out or surplus): the next one is number n. */
async function panellistsSoFar(deps: AppDeps, sampleId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sampleCompletes)
    .where(eq(sampleCompletes.sampleId, sampleId));
  return Number(row?.n ?? 0);
}

function failedDelivery(n: number, e: unknown): PanelDelivery {
  return {
    panelistId: `n${n}`,
    responseId: '',
    outcome: 'failed',
    message: e instanceof Error ? e.message : String(e),
    profile: {},
    durationMs: 0,
  };
}

/**
 * One panellist's result under the row lock. A complete is pending audit and counts against what
 * is owed; a screen-out is kept (state rejected, reason screened-out) so its panellist number is
 * not reused, and owes on. One arriving after the order stopped fielding is kept rejected as surplus.
 */
async function record(deps: AppDeps, sampleId: string, delivery: PanelDelivery): Promise<void> {
  const now = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    const row = await lockSample(tx, sampleId);
    const counts = delivery.outcome === 'complete' && row.status === 'fielding' && row.owed > 0;
    const reason = delivery.outcome === 'screened_out' ? 'screened-out' : counts ? null : 'surplus';
    await tx.insert(sampleCompletes).values({
      sampleId,
      responseId: delivery.responseId,
      panelistId: delivery.panelistId,
      round: Math.floor(row.delivered / row.quantity),
      state: counts ? 'pending' : 'rejected',
      reason,
      profile: { ...delivery.profile, durationMs: String(delivery.durationMs) },
      deliveredAt: now,
      auditedAt: counts ? null : now,
    });
    if (!counts) return;
    const owed = row.owed - 1;
    await tx
      .update(sampleOrders)
      .set({
        delivered: row.delivered + 1,
        owed,
        deliveryError: null,
        status: owed === 0 ? 'auditing' : 'fielding',
        updatedAt: now,
      })
      .where(eq(sampleOrders.id, sampleId));
  });
}
