import type { OrderKind } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { newMoneyId } from './ids.ts';
import { ensureAccount, type Posted, postTransfer } from './ledger.ts';
import { notifyOrderCancelled, notifyOrderPaid, type OrderRow } from './order-hooks.ts';

/**
 * A new unpaid order and its escrow account, in the caller's transaction: the campaign module
 * calls this when a campaign goes to `paying` (no HTTP call makes orders on their own).
 */
export async function createOrder(
  tx: Db,
  input: {
    walletAccountId: number;
    userId: number;
    kind: OrderKind;
    refId: string;
    amountFen: number;
    now: number;
  },
): Promise<OrderRow> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0)
    throw new Error('an order costs whole fen > 0');
  const id = newMoneyId('od');
  const escrowAccountId = await ensureAccount(tx, 'escrow', `order:${id}`);
  const [row] = await tx
    .insert(orders)
    .values({
      id,
      walletAccountId: input.walletAccountId,
      escrowAccountId,
      userId: input.userId,
      kind: input.kind,
      refId: input.refId,
      amountFen: input.amountFen,
      status: 'unpaid',
      createdAt: new Date(input.now),
    })
    .returning();
  if (!row) throw new Error('order not stored');
  return row;
}

/** An order of this wallet, locked for the rest of the transaction; another wallet's is A0404. */
export async function lockOrder(tx: Db, walletAccountId: number, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.walletAccountId, walletAccountId)))
    .for('update');
  if (!row) throw new AppError('A0404');
  return row;
}

/**
 * Locks an unpaid order of the wallet (A21017 for any other), lets `move` move its money, then marks
 * it with `set`: paying and cancelling differ only in those two.
 */
async function closeUnpaid(
  tx: Db,
  walletAccountId: number,
  id: string,
  set: Partial<typeof orders.$inferInsert>,
  move?: (order: OrderRow) => Promise<unknown>,
): Promise<OrderRow> {
  const order = await lockOrder(tx, walletAccountId, id);
  if (order.status !== 'unpaid') throw new AppError('A21017');
  await move?.(order);
  const [closed] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
  if (!closed) throw new Error('order vanished');
  return closed;
}

/** Wallet → escrow (A0207 when short), the order paid, its kind's module told: one transaction. */
export async function payOrderIn(
  tx: Db,
  walletAccountId: number,
  id: string,
  now: number,
): Promise<OrderRow> {
  const paid = await closeUnpaid(
    tx,
    walletAccountId,
    id,
    { status: 'paid', paidAt: new Date(now) },
    (order) =>
      postTransfer(tx, {
        kind: 'order-pay',
        idempotencyKey: `order-pay:${order.id}`,
        ref: order.id,
        entries: [
          { accountId: order.walletAccountId, amountFen: -order.amountFen },
          { accountId: order.escrowAccountId, amountFen: order.amountFen },
        ],
        now,
      }),
  );
  await notifyOrderPaid(tx, paid);
  return paid;
}

/** An unpaid order cancelled (nothing moved yet), its kind's module told in the same transaction. */
export async function cancelOrderIn(
  tx: Db,
  walletAccountId: number,
  id: string,
  now: number,
): Promise<OrderRow> {
  const cancelled = await closeUnpaid(tx, walletAccountId, id, {
    status: 'cancelled',
    cancelledAt: new Date(now),
  });
  await notifyOrderCancelled(tx, cancelled);
  return cancelled;
}

/**
 * Unspent budget back to the wallet (escrow → wallet), once per key: the campaign's refund calls
 * this with a key of its own (e.g. `refund:{campaignId}`), so a repeated refund moves nothing.
 * A0207 when the escrow holds less.
 */
export async function refundFromOrder(
  tx: Db,
  order: OrderRow,
  amountFen: number,
  key: string,
  now: number,
): Promise<Posted> {
  return postTransfer(tx, {
    kind: 'order-refund',
    idempotencyKey: key,
    ref: order.id,
    entries: [
      { accountId: order.escrowAccountId, amountFen: -amountFen },
      { accountId: order.walletAccountId, amountFen },
    ],
    now,
  });
}

/** A campaign's payout to a respondent: escrow → the payout provider's external account, once per key. */
export async function payoutFromOrder(
  tx: Db,
  order: OrderRow,
  provider: string,
  amountFen: number,
  key: string,
  now: number,
): Promise<Posted> {
  const external = await ensureAccount(tx, 'external', `payout-out:${provider}`);
  return postTransfer(tx, {
    kind: 'campaign-payout',
    idempotencyKey: key,
    ref: order.id,
    entries: [
      { accountId: order.escrowAccountId, amountFen: -amountFen },
      { accountId: external, amountFen },
    ],
    now,
  });
}
