import type { OrderKind } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

export type OrderRow = typeof orders.$inferSelect;
/** Told inside the paying (or cancelling) DB transaction: a throw rolls it back with it. */
export type OrderPaidHandler = (tx: Db, order: OrderRow) => Promise<void>;
type OrderEvent = 'paid' | 'cancelled';

const handlers = new Map<`${OrderEvent}:${OrderKind}`, OrderPaidHandler[]>();

function listen(event: OrderEvent, kind: OrderKind, handler: OrderPaidHandler): () => void {
  const key = `${event}:${kind}` as const;
  handlers.set(key, [...(handlers.get(key) ?? []), handler]);
  return () =>
    handlers.set(
      key,
      (handlers.get(key) ?? []).filter((h) => h !== handler),
    );
}

async function notify(event: OrderEvent, tx: Db, order: OrderRow): Promise<void> {
  for (const handler of handlers.get(`${event}:${order.kind}`) ?? []) await handler(tx, order);
}

/**
 * The module that owns an order's kind (the envelope campaign, the lottery) hears of its payment
 * here, in the same transaction that moved the money, so a campaign is running exactly when its
 * order is paid. Registration is per process and happens when the module's routes are set up.
 */
export function onOrderPaid(kind: OrderKind, handler: OrderPaidHandler): () => void {
  return listen('paid', kind, handler);
}

/** An unpaid order cancelled: its campaign goes back to draft (it was waiting for that money). */
export function onOrderCancelled(kind: OrderKind, handler: OrderPaidHandler): () => void {
  return listen('cancelled', kind, handler);
}

export const notifyOrderPaid = (tx: Db, order: OrderRow) => notify('paid', tx, order);
export const notifyOrderCancelled = (tx: Db, order: OrderRow) => notify('cancelled', tx, order);

/**
 * Told after the paying transaction committed, with the app's services: work that must not run
 * inside it (queueing a background job: the job could run before the payment is visible, or be
 * queued for a payment that rolled back). A failure here does not undo the payment; the handler's
 * module must be able to pick its work up again (sample delivery: see sample/deliver-job.ts).
 */
export type OrderCommittedHandler = (deps: AppDeps, order: OrderRow) => Promise<void>;
const committed = new Map<OrderKind, OrderCommittedHandler[]>();

export function onOrderPaidCommitted(kind: OrderKind, handler: OrderCommittedHandler): void {
  committed.set(kind, [...(committed.get(kind) ?? []), handler]);
}

export async function notifyOrderPaidCommitted(deps: AppDeps, order: OrderRow): Promise<void> {
  for (const handler of committed.get(order.kind) ?? []) await handler(deps, order);
}
