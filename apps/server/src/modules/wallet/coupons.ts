import type { Coupon } from '@cairn/contract';
import { and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, promoCodes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueOn } from './db-errors.ts';
import { newMoneyId } from './ids.ts';
import { callerWallet } from './wallets.ts';

export type CouponRow = typeof coupons.$inferSelect;
const DAY_MS = 24 * 3600_000;

export function couponState(row: CouponRow, now: number): Coupon['state'] {
  if (row.status === 'used') return 'used';
  return row.expiresAt.getTime() <= now ? 'expired' : 'available';
}

export const toCoupon = (row: CouponRow, now: number, code?: string | null): Coupon => ({
  id: row.id,
  amountOffFen: row.amountOffFen,
  minOrderFen: row.minOrderFen,
  expiresAt: row.expiresAt.getTime(),
  state: couponState(row, now),
  source: code ?? row.source,
  orderId: row.orderId,
  createdAt: row.createdAt.getTime(),
  usedAt: row.usedAt?.getTime() ?? null,
});

/** The condition of each state: expired is `available` past its date, read from the clock. */
function stateWhere(state: Coupon['state'], now: Date): SQL | undefined {
  if (state === 'used') return eq(coupons.status, 'used');
  if (state === 'expired') return and(eq(coupons.status, 'available'), lte(coupons.expiresAt, now));
  return and(eq(coupons.status, 'available'), gt(coupons.expiresAt, now));
}

export async function listCoupons(
  deps: AppDeps,
  userId: number,
  query: { page: number; pageSize: number; state?: Coupon['state'] },
) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const now = deps.now();
  const where = and(
    eq(coupons.walletAccountId, wallet.accountId),
    query.state ? stateWhere(query.state, new Date(now)) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(coupons).where(where);
  const rows = await deps.db
    .select({ coupon: coupons, code: promoCodes.code })
    .from(coupons)
    .leftJoin(promoCodes, eq(promoCodes.id, coupons.promoCodeId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records = rows.map((r) => toCoupon(r.coupon, now, r.code));
  return { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, records };
}

/** The wallet's coupons not used and not expired (those an order may use, if it costs enough). */
export async function availableCoupons(db: Db, walletAccountId: number, now: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.walletAccountId, walletAccountId), stateWhere('available', new Date(now))));
}

interface CouponTerms {
  amountOffFen: number;
  minOrderFen: number;
  validDays: number;
}

function checkTerms(terms: CouponTerms): void {
  const whole = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;
  if (!whole(terms.amountOffFen, 1)) throw new Error('the amount off is whole fen > 0');
  if (!whole(terms.minOrderFen, 0)) throw new Error('the minimum order is whole fen ≥ 0');
  if (!whole(terms.validDays, 1) || terms.validDays > 3650) throw new Error('valid days: 1 to 3650');
}

/** The operator gives a wallet a coupon (admin CLI `grant-coupon`). */
export async function grantCoupon(
  db: Db,
  walletAccountId: number,
  terms: CouponTerms,
  now: number,
): Promise<CouponRow> {
  checkTerms(terms);
  const [row] = await db
    .insert(coupons)
    .values({
      id: newMoneyId('cp'),
      walletAccountId,
      amountOffFen: terms.amountOffFen,
      minOrderFen: terms.minOrderFen,
      expiresAt: new Date(now + terms.validDays * DAY_MS),
      status: 'available',
      source: 'operator',
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('coupon not stored');
  return row;
}

/** The operator makes a promo code (admin CLI `create-promo`); a code taken already is refused. */
export async function createPromoCode(
  db: Db,
  input: CouponTerms & { code: string; maxRedemptions: number; redeemableDays: number },
  now: number,
) {
  checkTerms(input);
  if (!Number.isSafeInteger(input.maxRedemptions) || input.maxRedemptions < 1)
    throw new Error('--limit must be a whole number ≥ 1');
  if (!Number.isSafeInteger(input.redeemableDays) || input.redeemableDays < 1)
    throw new Error('--redeem-days must be a whole number ≥ 1');
  try {
    const [row] = await db
      .insert(promoCodes)
      .values({
        code: input.code,
        amountOffFen: input.amountOffFen,
        minOrderFen: input.minOrderFen,
        validDays: input.validDays,
        maxRedemptions: input.maxRedemptions,
        redeemableUntil: new Date(now + input.redeemableDays * DAY_MS),
        createdAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('promo code not stored');
    return row;
  } catch (error) {
    if (isUniqueOn(error, 'promo_codes_code_idx')) throw new Error(`The code ${input.code} exists already`);
    throw error;
  }
}

/**
 * A promo code redeemed into a coupon of the caller's wallet, in one transaction: the code's count
 * goes up only while below its limit and before its last day (a conditional update, so two
 * redeemers racing for the last one cannot both pass: A21032), and the unique index on
 * (code, wallet) makes a wallet's second redemption A21033 however it races.
 */
export async function redeemPromoCode(deps: AppDeps, userId: number, code: string): Promise<Coupon> {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [promo] = await tx
        .update(promoCodes)
        .set({ redeemed: sql`${promoCodes.redeemed} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            gt(promoCodes.redeemableUntil, new Date(now)),
            sql`${promoCodes.redeemed} < ${promoCodes.maxRedemptions}`,
          ),
        )
        .returning();
      if (!promo) throw new AppError('A21032');
      const [coupon] = await tx
        .insert(coupons)
        .values({
          id: newMoneyId('cp'),
          walletAccountId: wallet.accountId,
          amountOffFen: promo.amountOffFen,
          minOrderFen: promo.minOrderFen,
          expiresAt: new Date(now + promo.validDays * DAY_MS),
          status: 'available',
          source: 'promo',
          promoCodeId: promo.id,
          createdAt: new Date(now),
        })
        .returning();
      if (!coupon) throw new Error('coupon not stored');
      return coupon;
    });
    return toCoupon(row, now, code);
  } catch (error) {
    if (isUniqueOn(error, 'coupons_promo_wallet_idx')) throw new AppError('A21033');
    throw error;
  }
}
