import { lotteryApi, weixinApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGrant } from '../src/modules/envelopes/claim-and-review.ts';
import { claimWinnerPrize } from '../src/modules/lottery/claim-prize.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { grantsOf, runningCampaign, submitFresh } from './support/envelopes.ts';
import { cashPrize, couponPrize, physicalPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * PostgreSQL only (PGlite runs one statement at a time): claims made at once with one messaging
 * account for different prizes never pass the per-respondent limit, and coupon or physical prizes
 * claimed at once from one answering device or with one phone number give one prize (claim-limits.ts).
 */
const onPostgres = process.env.TEST_DB_KIND === 'pg';
let t: TestApp;
let owner: { token: string; id: number };
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'limitracer')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'limitracer'))!.id;
  t.deps.rng = () => 0;
});
afterAll(() => t?.close());

const settle = (claims: Promise<unknown>[]) =>
  Promise.allSettled(claims).then((all) =>
    all.map((r) => (r.status === 'fulfilled' ? 'paid' : ((r.reason as { code?: string }).code ?? 'fault'))),
  );

describe.skipIf(!onPostgres)('claim limits under concurrent claims (PostgreSQL)', () => {
  it('six envelopes claimed at once by one account with a limit of 2: two are paid, four refused A2072', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { perRespondentLimit: 2 });
    await t.api(weixinApi.save, { code: p.code, bind: true }, { token: owner.token });
    const grantIds: number[] = [];
    for (let i = 0; i < 6; i++) grantIds.push((await submitFresh(t, p)).envelope!.grantId!);
    const outcomes = await settle(grantIds.map((g) => claimGrant(t.deps, g, 'open-racer-00001')));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'A2072')).toHaveLength(4);
    const grants = await grantsOf(t, id);
    expect(grants.filter((g) => g.claimant === 'open-racer-00001')).toHaveLength(2);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('four lottery cash prizes claimed at once by one account: one is paid, three refused A2072', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 100, stock: 4 })],
    });
    for (let i = 0; i < 4; i++) await submitFresh(t, p);
    const winners = await winnersOf(t, id);
    expect(winners).toHaveLength(4);
    const outcomes = await settle(winners.map((w) => claimWinnerPrize(t.deps, w.id, 'open-racer-00002')));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'A2072')).toHaveLength(3);
    expect((await winnersOf(t, id)).filter((w) => w.claimant === 'open-racer-00002')).toHaveLength(1);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  const claimAll = (tokens: string[], fields: (i: number) => Record<string, string>) =>
    Promise.all(tokens.map((token, i) => t.api(lotteryApi.claim, { token, fields: fields(i) }))).then((all) =>
      all.map((r) => r.body.code),
    );

  it('eight mugs won on one device and claimed at once: one is claimed, seven refused A2073', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [physicalPrize({ stock: 8, claimFields: [{ key: 'name' }, { key: 'phone' }] })],
    });
    const device = respondent(t, '203.0.113.61');
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push((await device.submit(submission(p))).data.lottery!.claimToken!);
    const codes = await claimAll(tokens, (i) => ({ name: `N${i}`, phone: `1390000000${i}` }));
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'A2073')).toHaveLength(7);
    expect((await winnersOf(t, id)).filter((w) => w.status === 'claimed')).toHaveLength(1);
  });

  it('eight mugs won on eight devices, claimed at once with one phone number: one is claimed', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [physicalPrize({ stock: 8, claimFields: [{ key: 'name' }, { key: 'phone' }] })],
    });
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push((await submitFresh(t, p)).lottery!.claimToken!);
    const codes = await claimAll(tokens, (i) => ({
      name: `N${i}`,
      phone: i % 2 ? '+86 13900000009' : '13900000009',
    }));
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect(codes.filter((c) => c === 'A2073')).toHaveLength(7);
    const claimed = (await winnersOf(t, id)).filter((w) => w.status === 'claimed');
    expect(claimed.map((w) => w.claimPhone)).toEqual(['13900000009']);
  });

  it('six coupons won on one device and claimed at once: one code is handed over', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [couponPrize({ codes: ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'] })],
    });
    const device = respondent(t, '203.0.113.62');
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push((await device.submit(submission(p))).data.lottery!.claimToken!);
    const codes = await claimAll(tokens, () => ({}));
    expect(codes.filter((c) => c === '00000')).toHaveLength(1);
    expect((await winnersOf(t, id)).filter((w) => w.status === 'claimed')).toHaveLength(1);
  });
});
