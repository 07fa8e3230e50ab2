import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type CouponRow, couponState } from './coupons.ts';
import type { OrderRow } from './order-hooks.ts';

/** What a coupon takes off an order: its amount, at most the whole order (the wallet then pays nothing). */
export const discountOn = (coupon: Pick<CouponRow, 'amountOffFen'>, amountFen: number) =>
  Math.min(coupon.amountOffFen, amountFen);

/** The wallet's coupon checked against the order: A21030 used, expired or another's; A21031 below minimum. */
export async function couponFor(db: Db, order: OrderRow, couponId: string, now: number): Promise<CouponRow> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.walletAccountId, order.walletAccountId)));
  if (!coupon || couponState(coupon, now) !== 'available') throw new AppError('A21030');
  if (order.amountFen < coupon.minOrderFen) throw new AppError('A21031');
  return coupon;
}

/**
 * The coupon spent on the order, inside the paying transaction: a conditional update that only an
 * available, unexpired coupon passes. Two payments racing for one coupon both read it available,
 * the second's update waits on the first's row lock and then matches nothing: A21030, and its
 * transaction (money included) rolls back. Answers the discount.
 */
export async function spendCoupon(tx: Db, order: OrderRow, couponId: string, now: number): Promise<number> {
  const coupon = await couponFor(tx, order, couponId, now);
  const [spent] = await tx
    .update(coupons)
    .set({ status: 'used', orderId: order.id, usedAt: new Date(now) })
    .where(
      and(eq(coupons.id, coupon.id), eq(coupons.status, 'available'), gt(coupons.expiresAt, new Date(now))),
    )
    .returning({ id: coupons.id });
  if (!spent) throw new AppError('A21030');
  return discountOn(coupon, order.amountFen);
}
