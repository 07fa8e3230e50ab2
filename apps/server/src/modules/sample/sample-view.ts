import type { SampleOrder, SampleTag } from '@cairn/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, sampleCompletes } from '../../db/schema/index.ts';
import type { SampleRow } from './sample-access.ts';

/** Completes of an order by audit state. */
export async function completeCounts(db: Db, sampleId: string) {
  const rows = await db
    .select({ state: sampleCompletes.state, n: count() })
    .from(sampleCompletes)
    .where(eq(sampleCompletes.sampleId, sampleId))
    .groupBy(sampleCompletes.state);
  const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return { pending: of('pending'), accepted: of('accepted'), rejected: of('rejected') };
}

/** The order as the calls answer it: its fields, the audit counts, the money order waiting. */
export async function toSampleOrder(db: Db, row: SampleRow, surveyCode: string): Promise<SampleOrder> {
  const [pending] =
    row.orderId === null || row.status !== 'paying'
      ? []
      : await db
          .select({ id: orders.id, amountFen: orders.amountFen })
          .from(orders)
          .where(and(eq(orders.id, row.orderId), eq(orders.status, 'unpaid')));
  const counts = await completeCounts(db, row.id);
  return {
    id: row.id,
    surveyCode,
    name: row.name,
    tags: row.tags as SampleTag[],
    quantity: row.quantity,
    incidence: row.incidence,
    questions: row.questions,
    priceFen: row.priceFen,
    budgetFen: row.budgetFen,
    status: row.status,
    provider: row.provider,
    delivered: row.delivered,
    ...counts,
    owed: row.owed,
    deliveryError: row.deliveryError,
    spentFen: row.spentFen,
    refundedFen: row.refundedFen,
    pendingOrder: pending ?? null,
    paidOrderId: row.paidOrderId,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    completedAt: row.completedAt?.getTime() ?? null,
  };
}
