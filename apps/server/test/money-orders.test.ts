import { paymentApi, walletApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema/index.ts';
import { onOrderPaid } from '../src/modules/wallet/order-hooks.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import {
  bookWithdrawal,
  recoverWithdrawals,
  STUCK_WITHDRAWAL_MS,
} from '../src/modules/wallet/withdrawals.ts';
import { bindMessaging, makeOrder, paymentIdOf, pressPayPage, sandboxPayouts } from './support/money.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { createTestApp, envelopeCaller, login, type TestApp } from './support/test-app.ts';

/**
 * Orders, the wallet, its statement, withdrawals and invoices through the API: each call's success
 * and error codes, strangers refused (another wallet's ids answer A0404), an organisation's wallet
 * shared by those with the finance codes.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  o = await buildOrg(t);
  for (const p of [o.plain, o.admin, o.member, o.otherAdmin]) await bindMessaging(t, p.id);
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

/** A day later; access tokens have expired by then, so everyone logs in again. */
async function nextDay() {
  t.advance(24 * 3600_000);
  for (const p of [o.plain, o.admin, o.member, o.sibling, o.otherAdmin])
    p.token = (await login(t, p.name, `${p.name}-pass-1`)).token;
}

async function topUp(token: string, amountFen: number) {
  const r = (await as(token, paymentApi.recharge, { amountFen })).data;
  await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
}

describe('orders', () => {
  it('pays an order from the wallet into its escrow, telling the kind’s module in the same transaction', async () => {
    await topUp(o.plain.token, 5000);
    const order = await makeOrder(t, o.plain.id, 3000);
    const heard: string[] = [];
    const off = onOrderPaid('envelope', async (_tx, paid) => {
      heard.push(paid.id);
    });
    const info = await as(o.plain.token, paymentApi.payInfo, { id: order.id });
    expect(info.data).toMatchObject({ balanceFen: 5000, shortFen: 0, order: { status: 'unpaid' } });
    const paid = await as(o.plain.token, paymentApi.payOrder, { id: order.id });
    off();
    expect(paid.data).toMatchObject({ status: 'paid', heldFen: 3000, refundedFen: 0, invoiced: false });
    expect(heard).toEqual([order.id]);
    expect((await as(o.plain.token, walletApi.wallet, {})).data).toMatchObject({
      balanceFen: 2000,
      owner: { kind: 'user', id: o.plain.id, name: 'plain' },
      mayManage: true,
    });
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id })).code).toBe('A21017');
    expect((await as(o.plain.token, paymentApi.cancelOrder, { id: order.id })).code).toBe('A21017');
  });

  it('answers A0207 when the balance is short and moves nothing', async () => {
    const order = await makeOrder(t, o.plain.id, 2001);
    const info = await as(o.plain.token, paymentApi.payInfo, { id: order.id });
    expect(info.data.shortFen).toBe(1);
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id })).code).toBe('A0207');
    expect((await as(o.plain.token, paymentApi.order, { id: order.id })).data.status).toBe('unpaid');
    expect((await as(o.plain.token, walletApi.wallet, {})).data.balanceFen).toBe(2000);
  });

  it('rolls the payment back when the kind’s module refuses inside the transaction', async () => {
    const order = await makeOrder(t, o.plain.id, 100, 'lottery');
    const off = onOrderPaid('lottery', async () => {
      throw new Error('campaign gone');
    });
    const res = await t.api(paymentApi.payOrder, { id: order.id }, { token: o.plain.token });
    off();
    expect(res.body.code).toBe('B0001');
    expect((await as(o.plain.token, paymentApi.order, { id: order.id })).data.status).toBe('unpaid');
    expect((await as(o.plain.token, walletApi.wallet, {})).data.balanceFen).toBe(2000);
  });

  it('cancels an unpaid order and lists orders by status', async () => {
    const order = await makeOrder(t, o.plain.id, 500);
    const cancelled = await as(o.plain.token, paymentApi.cancelOrder, { id: order.id });
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.cancelledAt).toBe(t.deps.now());
    expect((await as(o.plain.token, paymentApi.payOrder, { id: order.id })).code).toBe('A21017');
    const all = await as(o.plain.token, paymentApi.orders, {});
    expect(all.data.total).toBe(4);
    expect(all.data.records[0]!.id).toBe(order.id);
    const paid = await as(o.plain.token, paymentApi.orders, { status: 'paid' });
    expect(paid.data.records.map((r) => r.amountFen)).toEqual([3000]);
  });

  it('answers A0404 to another wallet’s order on every order call', async () => {
    const order = await makeOrder(t, o.plain.id, 100);
    for (const call of [paymentApi.order, paymentApi.payOrder, paymentApi.cancelOrder, paymentApi.payInfo])
      expect((await as(o.otherAdmin.token, call, { id: order.id })).code).toBe('A0404');
    expect((await as(o.plain.token, paymentApi.order, { id: order.id })).data.status).toBe('unpaid');
  });
});

describe('the statement', () => {
  it('lists each entry of the wallet with its kind, ref, signed amount and the balance after', async () => {
    const page = await as(o.plain.token, walletApi.entries, { pageSize: 10 });
    expect(page.data.records.map((e) => [e.kind, e.amountFen, e.balanceAfterFen])).toEqual([
      ['order-pay', -3000, 2000],
      ['recharge', 5000, 5000],
    ]);
    expect(page.data.records[1]!.ref).toMatch(/^rc_/);
    expect((await as(o.otherAdmin.token, walletApi.entries, {})).data.total).toBe(0);
  });
});

describe('withdrawals', () => {
  it('pays out to the bound account once a day (A21014), A0207 when short', async () => {
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 2001 })).code).toBe('A0207');
    const w = await as(o.plain.token, walletApi.withdraw, { amountFen: 1500 });
    expect(w.data).toMatchObject({ status: 'paid', amountFen: 1500, failureReason: null });
    expect(sandboxPayouts(t).paid.at(-1)).toMatchObject({ withdrawalId: w.data.id, amountFen: 1500 });
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 100 })).code).toBe('A21014');
    expect((await as(o.plain.token, walletApi.wallet, {})).data.balanceFen).toBe(500);
    await nextDay();
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 100 })).data.status).toBe('paid');
  });

  it('returns the money when the payout fails, and gives the day’s try back', async () => {
    await nextDay();
    sandboxPayouts(t).failNext(1);
    const failed = await as(o.plain.token, walletApi.withdraw, { amountFen: 400 });
    expect(failed.data.status).toBe('failed');
    expect(failed.data.failureReason).toContain('refused');
    expect((await as(o.plain.token, walletApi.wallet, {})).data.balanceFen).toBe(400);
    t.advance(1000);
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 400 })).data.status).toBe('paid');
    const list = await as(o.plain.token, walletApi.withdrawals, {});
    expect(list.data.records.map((r) => r.status)).toEqual(['paid', 'failed', 'paid', 'paid']);
    expect((await as(o.otherAdmin.token, walletApi.withdrawals, {})).data.total).toBe(0);
  });

  it('finishes a withdrawal its process left pending, paying it once', async () => {
    await nextDay();
    await topUp(o.plain.token, 1000);
    const balance = (await as(o.plain.token, walletApi.wallet, {})).data.balanceFen;
    // The process died after booking: the row is pending, the money out of the wallet, nothing paid.
    const lost = await bookWithdrawal(t.deps, o.plain.id, 200);
    expect(await recoverWithdrawals(t.deps, t.deps.now())).toBe(0); // too recent to call stuck
    // And one that died after the provider paid, before the row said so.
    t.advance(1000);
    await nextDay();
    const half = await bookWithdrawal(t.deps, o.plain.id, 100);
    await sandboxPayouts(t).pay({ withdrawalId: half.id, openId: half.destination, amountFen: 100 });
    const paidBefore = sandboxPayouts(t).paid.length;
    expect(await recoverWithdrawals(t.deps, t.deps.now() + STUCK_WITHDRAWAL_MS + 1)).toBe(2);
    expect(sandboxPayouts(t).paid.length).toBe(paidBefore + 1);
    expect(sandboxPayouts(t).paid.filter((p) => p.withdrawalId === half.id)).toHaveLength(1);
    const statuses = (await as(o.plain.token, walletApi.withdrawals, {})).data.records;
    expect(statuses.filter((r) => r.id === lost.id || r.id === half.id).map((r) => r.status)).toEqual([
      'paid',
      'paid',
    ]);
    expect(await recoverWithdrawals(t.deps, t.deps.now() + STUCK_WITHDRAWAL_MS + 1)).toBe(0);
    expect((await as(o.plain.token, walletApi.wallet, {})).data.balanceFen).toBe(balance - 300);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('answers A21015 without a bound account and refuses amounts outside ¥1–¥20,000', async () => {
    expect((await as(o.sibling.token, walletApi.withdraw, { amountFen: 100 })).code).toBe('A0403');
    await t.database.db
      .update(memberships)
      .set({ permissionCodes: ['ORG_FINANCE_MANAGE'] })
      .where(eq(memberships.userId, o.sibling.id));
    expect((await as(o.sibling.token, walletApi.withdraw, { amountFen: 100 })).code).toBe('A21015');
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 99 })).code).toBe('A0400');
    expect((await as(o.plain.token, walletApi.withdraw, { amountFen: 2_000_001 })).code).toBe('A0400');
  });
});

describe('invoices', () => {
  it('issues one invoice request per paid order', async () => {
    const [paid] = (await as(o.plain.token, paymentApi.orders, { status: 'paid' })).data.records;
    const body = {
      orderId: paid!.id,
      title: 'Acme Ltd',
      taxNumber: '91310000MA1FL4XX1X',
      email: 'fin@acme.test',
    };
    const inv = await as(o.plain.token, walletApi.requestInvoice, body);
    expect(inv.data).toMatchObject({ amountFen: 3000, status: 'requested', title: 'Acme Ltd' });
    expect((await as(o.plain.token, walletApi.requestInvoice, body)).code).toBe('A21018');
    expect((await as(o.plain.token, paymentApi.order, { id: paid!.id })).data.invoiced).toBe(true);
    expect((await as(o.plain.token, walletApi.invoices, {})).data.records.map((i) => i.id)).toEqual([
      inv.data.id,
    ]);
  });

  it('refuses an unpaid order (A21017), another wallet’s (A0404) and a malformed tax number', async () => {
    const [unpaid] = (await as(o.plain.token, paymentApi.orders, { status: 'unpaid' })).data.records;
    const body = { orderId: unpaid!.id, title: 'Me', email: 'me@x.test' };
    expect((await as(o.plain.token, walletApi.requestInvoice, body)).code).toBe('A21017');
    expect((await as(o.otherAdmin.token, walletApi.requestInvoice, body)).code).toBe('A0404');
    expect((await as(o.plain.token, walletApi.requestInvoice, { ...body, taxNumber: 'x' })).code).toBe(
      'A0400',
    );
    expect((await as(o.otherAdmin.token, walletApi.invoices, {})).data.total).toBe(0);
  });
});

describe('the organisation’s wallet', () => {
  it('is shared by the admin and members holding the finance codes; others get A0403', async () => {
    await topUp(o.admin.token, 1000);
    const w = await as(o.admin.token, walletApi.wallet, {});
    expect(w.data).toMatchObject({
      owner: { kind: 'organization', id: o.orgId, name: 'Acme' },
      balanceFen: 1000,
    });
    for (const call of [
      walletApi.wallet,
      walletApi.entries,
      walletApi.withdrawals,
      walletApi.invoices,
      paymentApi.orders,
      paymentApi.recharges,
    ])
      expect((await as(o.member.token, call, {})).code).toBe('A0403');
    expect((await as(o.member.token, paymentApi.recharge, { amountFen: 100 })).code).toBe('A0403');
    await t.database.db
      .update(memberships)
      .set({ permissionCodes: ['ORG_FINANCE_VIEW'] })
      .where(eq(memberships.userId, o.member.id));
    expect((await as(o.member.token, walletApi.wallet, {})).data).toMatchObject({
      balanceFen: 1000,
      mayManage: false,
    });
    const order = await makeOrder(t, o.admin.id, 600);
    expect((await as(o.member.token, paymentApi.payOrder, { id: order.id })).code).toBe('A0403');
    expect((await as(o.member.token, paymentApi.payInfo, { id: order.id })).data.shortFen).toBe(0);
    // Another organisation's admin sees its own wallet, not this one.
    expect((await as(o.otherAdmin.token, walletApi.wallet, {})).data.balanceFen).toBe(0);
    expect((await as(o.otherAdmin.token, paymentApi.payOrder, { id: order.id })).code).toBe('A0404');
    expect((await as(o.admin.token, paymentApi.payOrder, { id: order.id })).data.status).toBe('paid');
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
