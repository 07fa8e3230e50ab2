import { lotteryApi, walletApi } from '@cairn/contract';
import { drawAfterClose } from '@cairn/rewards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { claimWinnerPrize } from '../src/modules/lottery/claim-prize.ts';
import { eligibleResponseIds } from '../src/modules/lottery/draw-after-close.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { scriptedRng, submitFresh } from './support/envelopes.ts';
import { cashPrize, couponPrize, physicalPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { sandboxPayouts } from './support/money.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Draws at submit (instant by probability, order by position, after-close pending then drawn with
 * a recorded seed), stock never given twice, a retried submit answering its first result, the
 * winners' log, claims (form, coupon, cash through `claimWinnerPrize`) once, the ledger reconciled.
 */
let t: TestApp;
let owner: { token: string; id: number };
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'ldowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'ldowner'))!.id;
  stranger = (await registerAndLogin(t, 'ldstranger')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});

describe('draw at submit', () => {
  it('instant: 10,000 bp always wins until the stock is gone, then out of stock loses', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 100, stock: 2, probabilityBp: 10_000 })],
    });
    t.deps.rng = () => 0.9999;
    const a = (await submitFresh(t, p)).lottery;
    expect(a).toMatchObject({ pending: false, won: true, kind: 'cash', amountFen: 100, prizeName: 'Cash' });
    expect(a!.claimToken).toMatch(/^[\w-]{32}$/);
    expect((await submitFresh(t, p)).lottery).toMatchObject({ won: true });
    expect((await submitFresh(t, p)).lottery).toMatchObject({ won: false, claimToken: null });
    expect((await as(owner.token, lotteryApi.get, { id })).data.remaining).toEqual([0]);
    expect(await winnersOf(t, id)).toHaveLength(2);
  });

  it('instant: a roll past the prizes’ chances loses; a retried submit answers its first result', async () => {
    const { p } = await runningLottery(t, owner.token, owner.id, {
      prizes: [physicalPrize({ probabilityBp: 5000 })],
    });
    t.deps.rng = scriptedRng(0.5);
    expect((await submitFresh(t, p)).lottery).toMatchObject({ pending: false, won: false });
    t.deps.rng = scriptedRng(0.4999);
    const one = respondent(t, '203.0.113.90');
    const body = submission(p);
    const first = (await one.submit(body)).data.lottery;
    expect(first).toMatchObject({
      won: true,
      kind: 'physical',
      claimFields: [{ key: 'name' }, { key: 'custom', label: 'Size' }],
    });
    t.deps.rng = scriptedRng(0.9);
    expect((await one.submit(body)).data.lottery).toEqual(first);
  });

  it('order: the nth response wins the prize naming position n', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      mode: 'order',
      prizes: [
        couponPrize({ positions: [2, 4], probabilityBp: undefined }),
        physicalPrize({ positions: [3], stock: 1, probabilityBp: undefined }),
      ],
    });
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await submitFresh(t, p)).lottery);
    expect(results.map((r) => (r?.won ? r.kind : null))).toEqual([
      null,
      'coupon',
      'physical',
      'coupon',
      null,
    ]);
    const winners = await winnersOf(t, id);
    expect(
      winners
        .map((w) => w.couponCode)
        .filter(Boolean)
        .sort(),
    ).toEqual(['C-1', 'C-2']);
  });
});

describe('after-close', () => {
  it('answers pending at submit; the draw records a seed anyone can repeat and refunds the cash not given', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      mode: 'after-close',
      prizes: [
        cashPrize({ amountFen: 100, stock: 5, winners: 4, probabilityBp: undefined }),
        couponPrize({ winners: 1, probabilityBp: undefined }),
      ],
    });
    const submitted = [];
    for (let i = 0; i < 3; i++) {
      const body = submission(p);
      submitted.push(body.responseId);
      expect((await respondent(t, `198.18.0.${i + 1}`).submit(body)).data.lottery).toMatchObject({
        pending: true,
        won: false,
      });
    }
    // One response marked invalid before the draw is out of it.
    await t.database.db
      .update(responses)
      .set({ status: 'invalid' })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, submitted[0]!)));
    expect((await as(owner.token, lotteryApi.draw, { id })).code).toBe('A2065'); // still open
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    // Ending keeps the four cash prizes the draw may give (the fifth of stock comes back).
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 100);
    const drawn = await as(owner.token, lotteryApi.draw, { id });
    expect(drawn.data.drawSeed).toMatch(/^[0-9a-f]{32}$/);
    const winners = await winnersOf(t, id);
    expect(winners).toHaveLength(2);
    const eligible = await eligibleResponseIds(t.database.db, id, p.surveyId);
    expect(eligible.sort()).toEqual(submitted.slice(1).sort());
    const again = drawAfterClose(eligible, drawn.data.prizes, drawn.data.drawSeed!);
    expect(again.map((w) => [w.id, w.prizeIndex]).sort()).toEqual(
      winners.map((w) => [w.responseId, w.prizeIndex]).sort(),
    );
    // The cash not given (four kept, two at most won) is refunded; a repeat draw is refused.
    const cashWon = winners.filter((w) => w.kind === 'cash').length;
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(
      before + 100 + (4 - cashWon) * 100,
    );
    expect((await as(owner.token, lotteryApi.draw, { id })).code).toBe('A2065');
    // The retried submit now answers the drawn result.
    const retried = (await respondent(t, '198.18.0.2').submit(submission(p, undefined, submitted[1]))).data
      .lottery;
    expect(retried?.pending).toBe(false);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});

describe('winners and claims', () => {
  it('lists the winners newest first to the author only; a physical claim checks its form, once', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, { prizes: [physicalPrize()] });
    const first = (await submitFresh(t, p)).lottery!;
    t.advance(1000);
    const second = (await submitFresh(t, p)).lottery!;
    const log = await as(owner.token, lotteryApi.winners, { id, page: 1 });
    expect(log.data.total).toBe(2);
    const [newest, oldest] = log.data.records;
    expect(newest!.wonAt).toBeGreaterThan(oldest!.wonAt);
    expect(typeof newest!.responseId).toBe('string');
    expect((await as(stranger, lotteryApi.winners, { id, page: 1 })).code).toBe('A5202');

    const claim = (token: string, fields: Record<string, string>) =>
      t.api(lotteryApi.claim, { token, fields }).then((r) => r.body);
    expect((await claim(first.claimToken!, { name: 'Li' })).code).toBe('A0400');
    expect((await claim(first.claimToken!, { name: 'Li', Size: 'L' })).data).toEqual({
      status: 'claimed',
      couponCode: null,
    });
    expect((await claim(first.claimToken!, { name: 'Other', Size: 'S' })).data).toEqual({
      status: 'claimed',
      couponCode: null,
    });
    expect((await claim('x'.repeat(32), { name: 'Li' })).code).toBe('A0404');
    const after = (await as(owner.token, lotteryApi.winners, { id, page: 1 })).data.records;
    expect(after.find((w) => w.status === 'claimed')?.claim).toEqual({
      name: 'Li',
      Size: 'L',
    });
    expect(second.claimToken).not.toBe(first.claimToken);
    const claimed = after.find((w) => w.status === 'claimed')!;
    const unclaimed = after.find((w) => w.status === 'won')!;
    expect(
      (await as(owner.token, lotteryApi.ship, { winnerId: unclaimed.id, trackingNo: 'SF1001' })).code,
    ).toBe('A2065');
    expect((await as(stranger, lotteryApi.ship, { winnerId: claimed.id, trackingNo: 'SF1001' })).code).toBe(
      'A5202',
    );
    expect(
      (await as(owner.token, lotteryApi.ship, { winnerId: claimed.id, trackingNo: 'SF1001' })).data.status,
    ).toBe('shipped');
    expect((await claim(first.claimToken!, { name: 'Li', Size: 'L' })).data.status).toBe('shipped');
  });

  it('a coupon claim hands over its code once', async () => {
    const { p } = await runningLottery(t, owner.token, owner.id, { prizes: [couponPrize()] });
    const won = (await submitFresh(t, p)).lottery!;
    const r = await t.api(lotteryApi.claim, { token: won.claimToken!, fields: {} });
    expect(r.body.data).toEqual({ status: 'claimed', couponCode: 'C-1' });
    expect((await t.api(lotteryApi.claim, { token: won.claimToken!, fields: {} })).body.data).toEqual(
      r.body.data,
    );
  });

  it('a cash prize is paid once to its first claimant, from the escrow, and the ledger reconciles', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 250, stock: 2 })],
    });
    const won = (await submitFresh(t, p)).lottery!;
    expect((await t.api(lotteryApi.claim, { token: won.claimToken!, fields: {} })).body.code).toBe('A0400');
    const [winner] = await winnersOf(t, id);
    const paid = await claimWinnerPrize(t.deps, winner!.id, 'open-winner-123456');
    expect(paid).toMatchObject({ amountFen: 250, openId: 'open-winner-123456' });
    expect(await claimWinnerPrize(t.deps, winner!.id, 'open-winner-123456')).toBeNull();
    await expect(claimWinnerPrize(t.deps, winner!.id, 'open-someone-else')).rejects.toMatchObject({
      code: 'A0403',
    });
    const payouts = sandboxPayouts(t).paid.filter((x) => x.withdrawalId === `lottery:${winner!.id}`);
    expect(payouts).toHaveLength(1);
    expect((await winnersOf(t, id))[0]!.status).toBe('paid');
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 250);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
  it('a refused payout returns the cash to escrow and leaves the winner failed, still owed at the end', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 300, stock: 1 })],
    });
    await submitFresh(t, p);
    const [winner] = await winnersOf(t, id);
    sandboxPayouts(t).failNext(1);
    await claimWinnerPrize(t.deps, winner!.id, 'open-refused-123456');
    expect((await winnersOf(t, id))[0]).toMatchObject({ status: 'failed' });
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
