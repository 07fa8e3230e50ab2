import type { OrderKind } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { spendCoupon } from './coupon-pay.ts';
import { newMoneyId } from './ids.ts';
import { ensureAccount, movedByKind, type Posted, postTransfer, type TransferEntry } from './ledger.ts';
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

type OrderSet = Partial<typeof orders.$inferInsert>;

/**
 * Locks an unpaid order of the wallet (A21017 for any other), lets `move` move its money (answering
 * more to mark), then marks it with `set`: paying and cancelling differ only in those two.
 */
async function closeUnpaid(
  tx: Db,
  walletAccountId: number,
  id: string,
  set: OrderSet,
  move?: (order: OrderRow) => Promise<OrderSet>,
): Promise<OrderRow> {
  const order = await lockOrder(tx, walletAccountId, id);
  if (order.status !== 'unpaid') throw new AppError('A21017');
  const more = await move?.(order);
  const [closed] = await tx
    .update(orders)
    .set({ ...set, ...more })
    .where(eq(orders.id, order.id))
    .returning();
  if (!closed) throw new Error('order vanished');
  return closed;
}

/** The platform's promotions budget: pays coupons' discounts, gets unspent ones back (external: goes negative). */
export const promotionsAccount = (tx: Db) => ensureAccount(tx, 'external', 'promotions:coupons');

/** The entries of a transfer, leaving out accounts that move nothing this time. */
const nonZero = (entries: TransferEntry[]) => entries.filter((e) => e.amountFen !== 0);

/**
 * Wallet → escrow (A0207 when short), the order paid, its kind's module told: one transaction. With
 * a coupon, the coupon is spent in it too and the promotions account pays the discount, so the
 * escrow always holds the order's whole amount (the campaign's budget) and every fen has a source.
 */
export async function payOrderIn(
  tx: Db,
  walletAccountId: number,
  id: string,
  now: number,
  couponId?: string,
): Promise<OrderRow> {
  const paid = await closeUnpaid(
    tx,
    walletAccountId,
    id,
    { status: 'paid', paidAt: new Date(now) },
    async (order) => {
      const discountFen = couponId ? await spendCoupon(tx, order, couponId, now) : 0;
      const promotions = discountFen > 0 ? await promotionsAccount(tx) : 0;
      await postTransfer(tx, {
        kind: 'order-pay',
        idempotencyKey: `order-pay:${order.id}`,
        ref: order.id,
        entries: nonZero([
          { accountId: order.walletAccountId, amountFen: -(order.amountFen - discountFen) },
          { accountId: promotions, amountFen: -discountFen },
          { accountId: order.escrowAccountId, amountFen: order.amountFen },
        ]),
        now,
      });
      return { couponId: couponId ?? null, discountFen };
    },
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
 * Unspent budget back (escrow → wallet), once per key: the campaign's refund calls this with a key
 * of its own (e.g. `refund:{campaignId}`), so a repeated refund moves nothing. A0207 when the escrow
 * holds less. An order paid partly by a coupon counts the coupon's part as spent first: refunds go
 * to the wallet up to what the wallet paid, and only the rest back to the promotions account — the
 * wallet never gets more cash than it put in, and the coupon stays used (docs/ARCHITECTURE.md).
 * The escrow's row is locked first, so two refunds of one order split in turn.
 */
export async function refundFromOrder(
  tx: Db,
  order: OrderRow,
  amountFen: number,
  key: string,
  now: number,
): Promise<Posted> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, order.escrowAccountId))
    .for('update');
  const [fresh] = await tx
    .select({ discountFen: orders.discountFen })
    .from(orders)
    .where(eq(orders.id, order.id));
  const walletPaid = order.amountFen - (fresh?.discountFen ?? 0);
  const refunded = -(await movedByKind(tx, order.escrowAccountId, ['order-refund']));
  const toWallet = Math.min(amountFen, Math.max(0, walletPaid - refunded));
  const toPromotions = amountFen - toWallet;
  return postTransfer(tx, {
    kind: 'order-refund',
    idempotencyKey: key,
    ref: order.id,
    entries: nonZero([
      { accountId: order.escrowAccountId, amountFen: -amountFen },
      { accountId: order.walletAccountId, amountFen: toWallet },
      { accountId: toPromotions > 0 ? await promotionsAccount(tx) : 0, amountFen: toPromotions },
    ]),
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
