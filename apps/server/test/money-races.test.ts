import { paymentApi, walletApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { createPromoCode, grantCoupon } from '../src/modules/wallet/coupons.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { walletAccountOf } from '../src/modules/wallet/wallets.ts';
import { bindMessaging, makeOrder, paymentIdOf, pressPayPage, sandboxCallback } from './support/money.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Races on PostgreSQL only: PGlite has one connection and runs everything one after the other, so
 * a race there proves nothing. One callback delivered ten times at once credits once; many order
 * pays and withdrawals at once against one balance never take it below zero.
 */
const onPostgres = process.env.TEST_DB_KIND === 'pg';
let t: TestApp;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

async function person(name: string) {
  const { token } = await registerAndLogin(t, name);
  const id = (await findUserByName(t.database.db, name))!.id;
  await bindMessaging(t, id);
  return { id, token };
}

describe.skipIf(!onPostgres)('money races (PostgreSQL)', () => {
  it('credits one callback delivered ten times at once exactly once', async () => {
    const p = await person('racer1');
    const r = (await as(p.token, paymentApi.recharge, { amountFen: 1234 })).data;
    const body = { paymentId: paymentIdOf(r.payUrl!), outcome: 'paid' as const, amountFen: 1234 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => sandboxCallback(t, body)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    expect((await as(p.token, walletApi.wallet, {})).data.balanceFen).toBe(1234);
    expect((await as(p.token, walletApi.entries, {})).data.total).toBe(1);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('pays only what the balance holds when many orders are paid at once', async () => {
    const p = await person('racer2');
    const r = (await as(p.token, paymentApi.recharge, { amountFen: 1000 })).data;
    await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
    const made = [];
    for (let i = 0; i < 24; i++) made.push(await makeOrder(t, p.id, 300));
    const answers = await Promise.all(made.map((o) => as(p.token, paymentApi.payOrder, { id: o.id })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '00000')).toHaveLength(3);
    expect(codes.filter((c) => c === 'A0207')).toHaveLength(21);
    expect((await as(p.token, walletApi.wallet, {})).data.balanceFen).toBe(100);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('lets one of many withdrawals at once through, beside order pays on the same balance', async () => {
    const p = await person('racer3');
    const r = (await as(p.token, paymentApi.recharge, { amountFen: 2000 })).data;
    await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await makeOrder(t, p.id, 400));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => as(p.token, walletApi.withdraw, { amountFen: 500 })),
      ...made.map((o) => as(p.token, paymentApi.payOrder, { id: o.id })),
    ]);
    const withdrawn = answers.slice(0, 8).filter((a) => a.code === '00000');
    const paid = answers.slice(8).filter((a) => a.code === '00000');
    expect(withdrawn.length).toBeLessThanOrEqual(1);
    expect(answers.slice(0, 8).every((a) => ['00000', 'A21014', 'A0207'].includes(a.code))).toBe(true);
    expect(answers.slice(8).every((a) => ['00000', 'A0207'].includes(a.code))).toBe(true);
    const balance = (await as(p.token, walletApi.wallet, {})).data.balanceFen;
    expect(balance).toBe(2000 - 500 * withdrawn.length - 400 * paid.length);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThan(400);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('spends one coupon on one order when many orders are paid with it at once', async () => {
    const p = await person('racer4');
    const r = (await as(p.token, paymentApi.recharge, { amountFen: 5000 })).data;
    await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
    const wallet = await walletAccountOf(t.database.db, p.id);
    const coupon = await grantCoupon(
      t.database.db,
      wallet,
      { amountOffFen: 200, minOrderFen: 0, validDays: 1 },
      t.deps.now(),
    );
    const made = [];
    for (let i = 0; i < 8; i++) made.push(await makeOrder(t, p.id, 500));
    const answers = await Promise.all(
      made.map((o) => as(p.token, paymentApi.payOrder, { id: o.id, couponId: coupon.id })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'A21030')).toHaveLength(7);
    expect((await as(p.token, walletApi.wallet, {})).data.balanceFen).toBe(5000 - 300);
    const unpaid = (await as(p.token, paymentApi.orders, { status: 'unpaid' })).data.total;
    expect(unpaid).toBe(7);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('lets a promo code’s last redemption go to one of many wallets redeeming at once', async () => {
    await createPromoCode(
      t.database.db,
      {
        code: 'RACE-LAST',
        amountOffFen: 100,
        minOrderFen: 0,
        validDays: 1,
        maxRedemptions: 1,
        redeemableDays: 1,
      },
      t.deps.now(),
    );
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await person(`racer5${i}`));
    const answers = await Promise.all(
      people.map((p) => as(p.token, walletApi.redeemCoupon, { code: 'RACE-LAST' })),
    );
    expect(answers.filter((a) => a.code === '00000')).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'A21032')).toHaveLength(5);
  });
});
