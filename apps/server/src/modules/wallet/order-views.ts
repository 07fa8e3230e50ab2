import type { Order } from '@cairn/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { couponFor, discountOn } from './coupon-pay.ts';
import { availableCoupons, toCoupon } from './coupons.ts';
import { balanceOf, movedByKind } from './ledger.ts';
import { notifyOrderPaidCommitted, type OrderRow } from './order-hooks.ts';
import { cancelOrderIn, payOrderIn } from './orders.ts';
import { callerWallet } from './wallets.ts';

export async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, row.id));
  return {
    id: row.id,
    kind: row.kind,
    refId: row.refId,
    amountFen: row.amountFen,
    status: row.status,
    discountFen: row.discountFen,
    paidFen: row.status === 'paid' ? row.amountFen - row.discountFen : 0,
    couponId: row.couponId,
    heldFen: await balanceOf(db, row.escrowAccountId),
    refundedFen: -(await movedByKind(db, row.escrowAccountId, ['order-refund'])),
    invoiced: Boolean(invoice),
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    cancelledAt: row.cancelledAt?.getTime() ?? null,
  };
}

/** An order of the wallet, read without a lock; another wallet's answers A0404 like an unknown id. */
async function findOrder(db: Db, walletAccountId: number, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.walletAccountId, walletAccountId)));
  if (!row) throw new AppError('A0404');
  return row;
}

export async function getOrder(deps: AppDeps, userId: number, id: string): Promise<Order> {
  const wallet = await callerWallet(deps.db, userId, 'view');
  return toOrder(deps.db, await findOrder(deps.db, wallet.accountId, id));
}

export async function listOrders(
  deps: AppDeps,
  userId: number,
  query: { page: number; pageSize: number; status?: Order['status'] },
) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const conditions: SQL[] = [eq(orders.walletAccountId, wallet.accountId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = and(...conditions);
  const [total] = await deps.db.select({ n: count() }).from(orders).where(where);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records: Order[] = [];
  for (const row of rows) records.push(await toOrder(deps.db, row));
  return { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, records };
}

export async function payOrder(deps: AppDeps, userId: number, id: string, couponId?: string): Promise<Order> {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  const paid = await deps.db.transaction((tx) => payOrderIn(tx, wallet.accountId, id, deps.now(), couponId));
  await notifyOrderPaidCommitted(deps, paid);
  return toOrder(deps.db, paid);
}

export async function cancelOrder(deps: AppDeps, userId: number, id: string): Promise<Order> {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  const cancelled = await deps.db.transaction((tx) => cancelOrderIn(tx, wallet.accountId, id, deps.now()));
  return toOrder(deps.db, cancelled);
}

/**
 * An order, the wallet's balance, the coupons usable on it (largest discount first, then soonest to
 * expire) and, with `couponId`, what is due and missing once that coupon takes its part off.
 */
export async function orderPayInfo(deps: AppDeps, userId: number, id: string, couponId?: string) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const now = deps.now();
  const row = await findOrder(deps.db, wallet.accountId, id);
  const order = await toOrder(deps.db, row);
  const balanceFen = await balanceOf(deps.db, wallet.accountId);
  const unpaid = order.status === 'unpaid';
  const discountFen =
    unpaid && couponId ? discountOn(await couponFor(deps.db, row, couponId, now), row.amountFen) : 0;
  const dueFen = unpaid ? order.amountFen - discountFen : 0;
  const usable = unpaid
    ? (await availableCoupons(deps.db, wallet.accountId, now))
        .filter((c) => c.minOrderFen <= row.amountFen)
        .sort(
          (a, b) =>
            discountOn(b, row.amountFen) - discountOn(a, row.amountFen) ||
            a.expiresAt.getTime() - b.expiresAt.getTime(),
        )
    : [];
  return {
    order,
    balanceFen,
    discountFen,
    dueFen,
    shortFen: Math.max(0, dueFen - balanceFen),
    coupons: usable.map((c) => toCoupon(c, now)),
  };
}
