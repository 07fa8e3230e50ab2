import { lotteryApi, paymentApi, walletApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { fund, submitFresh } from './support/envelopes.ts';
import { cashPrize, couponPrize, lotteryConfig, physicalPrize, runningLottery } from './support/lottery.ts';
import { publishedSurvey } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The lottery calls for the author: save (each rule's code, a started lottery A2066), the cash
 * order and its payment starting the lottery, start without cash, list, get, status moves, end
 * refunding the unspent cash once, and a stranger refused on every call.
 */
let t: TestApp;
let owner: { token: string; id: number };
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'ltowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'ltowner'))!.id;
  stranger = (await registerAndLogin(t, 'ltstranger')).token;
  t.deps.rng = () => 0;
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

const save = (token: string, body: Record<string, unknown>) => as(token, lotteryApi.save, body as never);

describe('save', () => {
  it('answers each rule’s code, and a stranger the launch refusal before any rule', async () => {
    const p = await publishedSurvey(t, owner.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ prizes: [] }, 'A2067'],
      [{ prizes: [cashPrize({ amountFen: 10 })] }, 'A2068'],
      [{ prizes: [physicalPrize({ claimFields: [] })] }, 'A2068'],
      [{ prizes: [couponPrize({ codes: ['X', 'X'] })] }, 'A2068'],
      [{ prizes: [cashPrize({ probabilityBp: 6000 }), couponPrize({ probabilityBp: 6000 })] }, 'A2069'],
      [{ mode: 'order', prizes: [cashPrize({ positions: [1, 2, 3] })] }, 'A2070'],
      [{ mode: 'after-close', prizes: [cashPrize({ winners: 3 })] }, 'A2071'],
      [{ startAt: 2000, endAt: 1000 }, 'A2064'],
    ];
    for (const [over, code] of cases) {
      const r = await save(owner.token, lotteryConfig(p.code, over));
      expect(r.code, JSON.stringify(over)).toBe(code);
    }
    expect((await save(stranger, lotteryConfig(p.code, { prizes: [] }))).code).toBe('A5202');
  });

  it('orders the cash prizes’ total; paying the order starts the lottery', async () => {
    const p = await publishedSurvey(t, owner.token);
    const prizes = [
      cashPrize({ amountFen: 150, stock: 4, probabilityBp: 100 }),
      couponPrize({ probabilityBp: 100 }),
    ];
    const saved = await save(owner.token, lotteryConfig(p.code, { prizes }));
    expect(saved.data).toMatchObject({ status: 'paying', remaining: [4, 2], drawSeed: null });
    expect(saved.data.pendingOrder!.amountFen).toBe(600);
    await fund(t, owner.token, owner.id, 600);
    expect((await as(owner.token, paymentApi.payOrder, { id: saved.data.pendingOrder!.id })).code).toBe(
      '00000',
    );
    const got = await as(owner.token, lotteryApi.get, { id: saved.data.id });
    expect(got.data).toMatchObject({ status: 'running', pendingOrder: null });
    expect((await save(owner.token, { ...lotteryConfig(p.code, { prizes }), id: saved.data.id })).code).toBe(
      'A2066',
    );
    const list = await as(owner.token, lotteryApi.list, { surveyCode: p.code, page: 1 });
    expect(list.data).toMatchObject({ total: 1 });
    expect(list.data.records[0]?.id).toBe(saved.data.id);
  });

  it('re-saving a paying lottery with another total cancels its order and orders the new total', async () => {
    const p = await publishedSurvey(t, owner.token);
    const first = (await save(owner.token, lotteryConfig(p.code))).data;
    const same = (await save(owner.token, { ...lotteryConfig(p.code, { name: 'Renamed' }), id: first.id }))
      .data;
    expect(same.pendingOrder).toEqual(first.pendingOrder);
    const again = await save(owner.token, {
      ...lotteryConfig(p.code, { prizes: [cashPrize({ stock: 3 })] }),
      id: first.id,
    });
    expect(again.data).toMatchObject({ status: 'paying', name: 'Draw', remaining: [3] });
    expect(again.data.pendingOrder!.amountFen).toBe(300);
    expect(again.data.pendingOrder!.id).not.toBe(first.pendingOrder!.id);
    const old = await as(owner.token, paymentApi.order, { id: first.pendingOrder!.id });
    expect(old.data.status).toBe('cancelled');
  });

  it('without cash prizes: a draft until saved with start, then running at once', async () => {
    const p = await publishedSurvey(t, owner.token);
    const draft = (await save(owner.token, lotteryConfig(p.code, { prizes: [couponPrize()] }))).data;
    expect(draft).toMatchObject({ status: 'draft', pendingOrder: null });
    expect((await submitFresh(t, p)).lottery).toBeUndefined();
    const started = await save(owner.token, {
      ...lotteryConfig(p.code, { prizes: [couponPrize()] }),
      id: draft.id,
      start: true,
    });
    expect(started.data.status).toBe('running');
    expect((await submitFresh(t, p)).lottery).toMatchObject({ won: true, kind: 'coupon' });
  });
});

describe('status and refund', () => {
  it('pauses (no draw), resumes, ends refunding the unspent cash once, then deletes', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 100, stock: 3 })],
    });
    expect((await as(owner.token, lotteryApi.status, { id, action: 'pause' })).data?.status).toBe('paused');
    expect((await submitFresh(t, p)).lottery).toBeUndefined();
    expect((await as(owner.token, lotteryApi.status, { id, action: 'resume' })).data?.status).toBe('running');
    expect((await submitFresh(t, p)).lottery).toMatchObject({ won: true, amountFen: 100 });
    expect((await as(owner.token, lotteryApi.status, { id, action: 'delete' })).code).toBe('A2056');
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    expect((await as(owner.token, lotteryApi.status, { id, action: 'end' })).data?.status).toBe('ended');
    // Two of three prizes unspent come back; the one won stays in escrow for its winner.
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 200);
    expect((await as(owner.token, lotteryApi.status, { id, action: 'end' })).data?.status).toBe('ended');
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 200);
    expect((await as(owner.token, lotteryApi.status, { id, action: 'resume' })).code).toBe('A2065');
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
    expect((await as(owner.token, lotteryApi.status, { id, action: 'delete' })).data).toBeNull();
    expect((await as(owner.token, lotteryApi.get, { id })).code).toBe('A0404');
  });

  it('refuses a stranger on every call naming a lottery', async () => {
    const { id } = await runningLottery(t, owner.token, owner.id, { prizes: [couponPrize()] });
    expect((await as(stranger, lotteryApi.get, { id })).code).toBe('A5202');
    expect((await as(stranger, lotteryApi.status, { id, action: 'end' })).code).toBe('A5202');
    expect((await as(stranger, lotteryApi.winners, { id, page: 1 })).code).toBe('A5202');
    expect((await as(stranger, lotteryApi.draw, { id })).code).toBe('A5202');
    expect((await as(owner.token, lotteryApi.get, { id: 'lt_missing' })).code).toBe('A0404');
  });
});
