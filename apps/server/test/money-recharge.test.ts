import { paymentApi, walletApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { SANDBOX_PAY_PATH } from '../src/modules/wallet/providers.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { bindMessaging, paymentIdOf, pressPayPage, sandboxCallback } from './support/money.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Recharges through the sandbox payment provider: A21015 before binding, the pay page's pay and
 * fail buttons, signed callbacks (a bad signature is 401 and changes nothing; ten deliveries credit
 * once), POST payment for a new attempt, and a stranger's recharge answering A0404.
 */
let t: TestApp;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  const a = await registerAndLogin(t, 'alice');
  const b = await registerAndLogin(t, 'bob');
  alice = { id: (await findUserByName(t.database.db, 'alice'))!.id, token: a.token };
  bob = { id: (await findUserByName(t.database.db, 'bob'))!.id, token: b.token };
});
afterAll(() => t.close());
// Each test a second later, so "newest first" has an order to show.
beforeEach(() => t.advance(1000));

const balance = async (token: string) => (await as(token, walletApi.wallet, {})).data.balanceFen;

describe('recharges', () => {
  it('refuses a recharge with A21015 until a messaging-app account is bound', async () => {
    expect((await as(alice.token, paymentApi.recharge, { amountFen: 1000 })).code).toBe('A21015');
    await bindMessaging(t, alice.id);
    await bindMessaging(t, bob.id);
    const ok = await as(alice.token, paymentApi.recharge, { amountFen: 1000 });
    expect(ok.code).toBe('00000');
    expect(ok.data).toMatchObject({ amountFen: 1000, status: 'pending', provider: 'sandbox', paidAt: null });
    expect(ok.data.payUrl).toContain(`${SANDBOX_PAY_PATH}/py_`);
  });

  it('refuses amounts outside ¥1–¥50,000 and fractions of a fen', async () => {
    for (const amountFen of [99, 5_000_001, 100.5])
      expect((await as(alice.token, paymentApi.recharge, { amountFen })).code).toBe('A0400');
  });

  it('credits the wallet once when the pay page is paid, however often the callback comes', async () => {
    const before = await balance(alice.token);
    const r = (await as(alice.token, paymentApi.recharge, { amountFen: 2500 })).data;
    const page = await t.app.inject({ method: 'GET', url: new URL(r.payUrl!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥25.00');
    const pressed = await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
    expect(pressed.body).toContain('支付成功');
    for (let i = 0; i < 10; i++) {
      const again = await sandboxCallback(t, {
        paymentId: paymentIdOf(r.payUrl!),
        outcome: 'paid',
        amountFen: 2500,
      });
      expect(again.body).toBe('success');
    }
    expect(await balance(alice.token)).toBe(before + 2500);
    const info = await as(alice.token, paymentApi.rechargeInfo, { id: r.id });
    expect(info.data).toMatchObject({ status: 'paid', payUrl: null });
    expect(info.data.paidAt).toBe(t.deps.now());
    expect(await as(alice.token, paymentApi.payment, { rechargeId: r.id })).toMatchObject({ code: 'A21016' });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('answers 401 to a callback with a bad signature and changes nothing', async () => {
    const r = (await as(alice.token, paymentApi.recharge, { amountFen: 700 })).data;
    const before = await balance(alice.token);
    const body = { paymentId: paymentIdOf(r.payUrl!), outcome: 'paid' as const, amountFen: 700 };
    expect((await sandboxCallback(t, body, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await sandboxCallback(t, body, 'not-hex')).statusCode).toBe(401);
    expect(await balance(alice.token)).toBe(before);
    expect((await as(alice.token, paymentApi.rechargeInfo, { id: r.id })).data.status).toBe('pending');
    // A signed callback with another amount than the recharge's is refused too.
    expect((await sandboxCallback(t, { ...body, amountFen: 70_000 })).statusCode).toBe(400);
    // And one for a payment we never made.
    expect((await sandboxCallback(t, { ...body, paymentId: 'py_never-made-0000' })).statusCode).toBe(400);
    expect(await balance(alice.token)).toBe(before);
  });

  it('marks a failed payment and lets POST payment start a new attempt that pays', async () => {
    const before = await balance(alice.token);
    const r = (await as(alice.token, paymentApi.recharge, { amountFen: 300 })).data;
    expect((await pressPayPage(t, paymentIdOf(r.payUrl!), 'failed')).body).toContain('支付失败');
    const failed = await as(alice.token, paymentApi.rechargeInfo, { id: r.id });
    expect(failed.data).toMatchObject({ status: 'failed', payUrl: null });
    const next = await as(alice.token, paymentApi.payment, { rechargeId: r.id });
    expect(next.code).toBe('00000');
    expect(next.data.paymentId).not.toBe(paymentIdOf(r.payUrl!));
    await pressPayPage(t, next.data.paymentId, 'paid');
    expect(await balance(alice.token)).toBe(before + 300);
  });

  it('lists the wallet’s recharges newest first, paged', async () => {
    const page = await as(alice.token, paymentApi.recharges, { page: 1, pageSize: 2 });
    expect(page.data.total).toBe(4);
    expect(page.data.records.map((r) => r.amountFen)).toEqual([300, 700]);
    expect((await as(bob.token, paymentApi.recharges, {})).data.total).toBe(0);
  });

  it('answers A0404 to another user’s recharge', async () => {
    const r = (await as(alice.token, paymentApi.recharges, {})).data.records[0]!;
    expect((await as(bob.token, paymentApi.rechargeInfo, { id: r.id })).code).toBe('A0404');
    expect((await as(bob.token, paymentApi.payment, { rechargeId: r.id })).code).toBe('A0404');
    expect((await as(bob.token, paymentApi.rechargeInfo, { id: 'rc_unknown-id-000' })).code).toBe('A0404');
  });

  it('serves the pay page to this machine only', async () => {
    const r = (await as(bob.token, paymentApi.recharge, { amountFen: 100 })).data;
    const far = await t.app.inject({
      method: 'GET',
      url: new URL(r.payUrl!).pathname,
      remoteAddress: '203.0.113.9',
    });
    expect(far.statusCode).toBe(404);
  });
});
