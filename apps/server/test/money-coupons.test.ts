import { paymentApi, walletApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerAccounts, memberships, orders } from '../src/db/schema/index.ts';
import { createPromoCode, grantCoupon } from '../src/modules/wallet/coupons.ts';
import { onOrderPaid } from '../src/modules/wallet/order-hooks.ts';
import { refundFromOrder } from '../src/modules/wallet/orders.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { walletAccountOf } from '../src/modules/wallet/wallets.ts';
import { bindMessaging, makeOrder, paymentIdOf, pressPayPage } from './support/money.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { createTestApp, envelopeCaller, login, type TestApp } from './support/test-app.ts';

/**
 * Coupons through the API: granted by the operator or redeemed from a promo code, listed by state,
 * offered and applied when paying an order (the promotions account pays the discount, so the
 * escrow holds the whole budget and the ledger reconciles), used once, kept when a payment fails,
 * and what a refund of a discounted order returns to whom.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
const DAY = 24 * 3600_000;
beforeAll(async () => {
  t = await createTestApp();
  o = await buildOrg(t);
  for (const p of [o.plain, o.admin]) await bindMessaging(t, p.id);
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

async function topUp(token: string, amountFen: number) {
  const r = (await as(token, paymentApi.recharge, { amountFen })).data;
  await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
}
const grant = async (userId: number, amountOffFen: number, minOrderFen = 0, validDays = 30) =>
  grantCoupon(
    t.database.db,
    await walletAccountOf(t.database.db, userId),
    { amountOffFen, minOrderFen, validDays },
    t.deps.now(),
  );
const promotions = async () =>
  (
    await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerKey, 'promotions:coupons'))
  )[0]?.balanceFen ?? 0;
/** Moves the clock on; access tokens expire meanwhile, so everyone logs in again. */
async function later(ms: number) {
  t.advance(ms);
  for (const p of [o.plain, o.admin, o.member, o.otherAdmin])
    p.token = (await login(t, p.name, `${p.name}-pass-1`)).token;
}
const balance = async (token: string) => (await as(token, walletApi.wallet, {})).data.balanceFen;

describe('coupons', () => {
  it('offers usable coupons on pay info, largest first, and shows what is due with one', async () => {
    await topUp(o.plain.token, 1000);
    const small = await grant(o.plain.id, 300);
    const big = await grant(o.plain.id, 800, 5000); // needs an order of ¥50
    const order = await makeOrder(t, o.plain.id, 2000);
    const info = await as(o.plain.token, paymentApi.payInfo, { id: order.id });
    expect(info.data.coupons.map((c) => c.id)).toEqual([small.id]);
    expect(info.data).toMatchObject({ discountFen: 0, dueFen: 2000, shortFen: 1000 });
    const withCoupon = await as(o.plain.token, paymentApi.payInfo, { id: order.id, couponId: small.id });
    expect(withCoupon.data).toMatchObject({ discountFen: 300, dueFen: 1700, shortFen: 700 });
    expect((await as(o.plain.token, paymentApi.payInfo, { id: order.id, couponId: big.id })).code).toBe(
      'A21031',
    );
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: big.id })).code).toBe(
      'A21031',
    );
  });

  it('keeps the coupon when the payment fails, and frees nothing to release on cancel', async () => {
    const [coupon] = (await as(o.plain.token, walletApi.coupons, { state: 'available' })).data.records.filter(
      (c) => c.amountOffFen === 300,
    );
    const order = await makeOrder(t, o.plain.id, 2000);
    // Short by ¥7 even with the coupon: A0207, nothing moves, the coupon stays available.
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: coupon!.id })).code).toBe(
      'A0207',
    );
    // The campaign refusing inside the transaction rolls the coupon back with the money.
    const lottery = await makeOrder(t, o.plain.id, 500, 'lottery');
    const off = onOrderPaid('lottery', async () => {
      throw new Error('campaign gone');
    });
    const refused = await t.api(
      paymentApi.payOrder,
      { id: lottery.id, couponId: coupon!.id },
      { token: o.plain.token },
    );
    off();
    expect(refused.body.code).toBe('B0001');
    expect((await as(o.plain.token, paymentApi.cancelOrder, { id: order.id })).data.couponId).toBeNull();
    const again = await as(o.plain.token, walletApi.coupons, { state: 'available' });
    expect(again.data.records.map((c) => c.id)).toContain(coupon!.id);
    expect(await balance(o.plain.token)).toBe(1000);
  });

  it('pays an order with a coupon: the promotions account pays the discount, the escrow holds the whole amount', async () => {
    const coupon = (await as(o.plain.token, walletApi.coupons, { state: 'available' })).data.records.find(
      (c) => c.amountOffFen === 300,
    )!;
    const before = await promotions();
    const order = await makeOrder(t, o.plain.id, 1200);
    const paid = await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: coupon.id });
    expect(paid.data).toMatchObject({
      status: 'paid',
      discountFen: 300,
      paidFen: 900,
      heldFen: 1200,
      couponId: coupon.id,
    });
    expect(await balance(o.plain.token)).toBe(100);
    expect((await promotions()) - before).toBe(-300);
    const used = (await as(o.plain.token, walletApi.coupons, { state: 'used' })).data.records;
    expect(used).toMatchObject([{ id: coupon.id, state: 'used', orderId: order.id }]);
    // Used once: another order cannot take it.
    const next = await makeOrder(t, o.plain.id, 100);
    expect((await as(o.plain.token, paymentApi.payOrder, { id: next.id, couponId: coupon.id })).code).toBe(
      'A21030',
    );
    expect((await as(o.plain.token, walletApi.entries, { pageSize: 1 })).data.records[0]).toMatchObject({
      kind: 'order-pay',
      amountFen: -900,
    });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('refunds a discounted order to the wallet up to what it paid, the rest to promotions', async () => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.discountFen, 300));
    const before = { wallet: await balance(o.plain.token), promo: await promotions() };
    // 1200 held (900 from the wallet, 300 from promotions): refund 700, then 500.
    await t.database.db.transaction((tx) =>
      refundFromOrder(tx, row!, 700, `refund-a:${row!.id}`, t.deps.now()),
    );
    expect(await balance(o.plain.token)).toBe(before.wallet + 700);
    await t.database.db.transaction((tx) =>
      refundFromOrder(tx, row!, 500, `refund-b:${row!.id}`, t.deps.now()),
    );
    expect(await balance(o.plain.token)).toBe(before.wallet + 900);
    expect(await promotions()).toBe(before.promo + 300);
    const order = (await as(o.plain.token, paymentApi.order, { id: row!.id })).data;
    expect(order).toMatchObject({ heldFen: 0, refundedFen: 1200 });
    expect((await as(o.plain.token, walletApi.coupons, { state: 'used' })).data.total).toBe(1);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('covers a whole order when the coupon is worth more: the wallet pays nothing', async () => {
    const coupon = await grant(o.plain.id, 5000);
    const order = await makeOrder(t, o.plain.id, 400);
    const before = await balance(o.plain.token);
    const paid = await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: coupon.id });
    expect(paid.data).toMatchObject({ discountFen: 400, paidFen: 0, heldFen: 400 });
    expect(await balance(o.plain.token)).toBe(before);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('lists coupons by state: expired read from the clock', async () => {
    const soon = await grant(o.plain.id, 100, 0, 1);
    await later(DAY + 1);
    const expired = (await as(o.plain.token, walletApi.coupons, { state: 'expired' })).data.records;
    expect(expired.map((c) => c.id)).toContain(soon.id);
    const order = await makeOrder(t, o.plain.id, 100);
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: soon.id })).code).toBe(
      'A21030',
    );
    const all = (await as(o.plain.token, walletApi.coupons, {})).data;
    expect(all.records.map((c) => c.state).sort()).toEqual(['available', 'expired', 'used', 'used']);
  });

  it('refuses another wallet’s coupon as unusable, and its list is its own', async () => {
    const mine = await grant(o.plain.id, 100);
    const order = await makeOrder(t, o.admin.id, 500);
    expect((await as(o.admin.token, paymentApi.payOrder, { id: order.id, couponId: mine.id })).code).toBe(
      'A21030',
    );
    expect((await as(o.admin.token, paymentApi.payInfo, { id: order.id, couponId: mine.id })).code).toBe(
      'A21030',
    );
    expect((await as(o.otherAdmin.token, walletApi.coupons, {})).data.total).toBe(0);
    expect((await as(o.member.token, walletApi.coupons, {})).code).toBe('A0403');
  });
});

describe('promo codes', () => {
  it('redeems a code into a coupon once per wallet, up to its limit and its last day', async () => {
    await createPromoCode(
      t.database.db,
      {
        code: 'WELCOME-10',
        amountOffFen: 1000,
        minOrderFen: 2000,
        validDays: 7,
        maxRedemptions: 3,
        redeemableDays: 3,
      },
      t.deps.now(),
    );
    const coupon = await as(o.plain.token, walletApi.redeemCoupon, { code: ' welcome-10 ' });
    expect(coupon.data).toMatchObject({
      amountOffFen: 1000,
      minOrderFen: 2000,
      state: 'available',
      source: 'WELCOME-10',
    });
    expect(coupon.data.expiresAt).toBe(t.deps.now() + 7 * DAY);
    expect((await as(o.plain.token, walletApi.redeemCoupon, { code: 'WELCOME-10' })).code).toBe('A21033');
    expect((await as(o.plain.token, walletApi.redeemCoupon, { code: 'NOPE-0000' })).code).toBe('A21032');
    expect((await as(o.plain.token, walletApi.redeemCoupon, { code: 'x' })).code).toBe('A0400');
    // An organisation's wallet needs the manage right to redeem.
    expect((await as(o.member.token, walletApi.redeemCoupon, { code: 'WELCOME-10' })).code).toBe('A0403');
    await t.database.db
      .update(memberships)
      .set({ permissionCodes: ['ORG_FINANCE_MANAGE'] })
      .where(eq(memberships.userId, o.member.id));
    expect((await as(o.member.token, walletApi.redeemCoupon, { code: 'WELCOME-10' })).code).toBe('00000');
    // The member redeemed for the organisation's wallet: its admin (same wallet) cannot again.
    expect((await as(o.admin.token, walletApi.redeemCoupon, { code: 'WELCOME-10' })).code).toBe('A21033');
    expect((await as(o.otherAdmin.token, walletApi.redeemCoupon, { code: 'WELCOME-10' })).code).toBe('00000');
  });

  it('stops redeeming once used up, and after the code’s last day', async () => {
    await createPromoCode(
      t.database.db,
      {
        code: 'SHORT-1',
        amountOffFen: 100,
        minOrderFen: 0,
        validDays: 7,
        maxRedemptions: 1,
        redeemableDays: 1,
      },
      t.deps.now(),
    );
    expect((await as(o.plain.token, walletApi.redeemCoupon, { code: 'SHORT-1' })).code).toBe('00000');
    expect((await as(o.otherAdmin.token, walletApi.redeemCoupon, { code: 'SHORT-1' })).code).toBe('A21032');
    await createPromoCode(
      t.database.db,
      {
        code: 'SHORT-2',
        amountOffFen: 100,
        minOrderFen: 0,
        validDays: 7,
        maxRedemptions: 10,
        redeemableDays: 1,
      },
      t.deps.now(),
    );
    await later(DAY);
    expect((await as(o.plain.token, walletApi.redeemCoupon, { code: 'SHORT-2' })).code).toBe('A21032');
  });
});
