import { lotteryApi } from '@cairn/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUE_INTERVAL_MS, type Sweep, startSweep } from '../src/modules/housekeeping/sweep.ts';
import { drawDueLotteries } from '../src/modules/lottery/draw-after-close.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { submitFresh } from './support/envelopes.ts';
import { cashPrize, couponPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The automatic draw of after-close lotteries (issue 23): the housekeeping sweep draws each one
 * whose end time has passed, once, however many sweeps run (drawDueLotteries), besides the
 * author's manual draw. The sweep's timers are faked and its clock is the app's movable one.
 */
const HOUR = 3600_000;
const WINDOW = 5 * 60_000;
let t: TestApp;
let owner: { token: string; id: number };
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
// A fresh author each test: the clock moves past an access token's life across tests.
let n = 0;
beforeEach(async () => {
  const name = `autodrawer${++n}`;
  owner = { token: (await registerAndLogin(t, name)).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, name))!.id;
});
afterAll(() => t.close());
let sweep: Sweep | undefined;
afterEach(async () => {
  await sweep?.stop();
  sweep = undefined;
  vi.useRealTimers();
});

/** An after-close lottery ending in five minutes, with `entries` responses in it. */
async function closingLottery(entries: number) {
  const endAt = t.deps.now() + WINDOW;
  const run = await runningLottery(t, owner.token, owner.id, {
    mode: 'after-close',
    endAt,
    prizes: [
      cashPrize({ amountFen: 100, stock: 2, winners: 2, probabilityBp: undefined }),
      couponPrize({ winners: 1, probabilityBp: undefined }),
    ],
  });
  for (let i = 0; i < entries; i++)
    expect((await submitFresh(t, run.p)).lottery).toMatchObject({ pending: true });
  return { ...run, endAt };
}

const lotteryOf = async (id: string) => (await as(owner.token, lotteryApi.get, { id })).data;

describe('the sweep draws after-close lotteries at their end time', () => {
  it('nothing before the end; within a minute of it the sweep draws and ends the lottery; later sweeps draw nothing more', async () => {
    const { id, endAt } = await closingLottery(4);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = { info: vi.fn(), error: vi.fn() };
    sweep = startSweep({
      db: t.database.db,
      storage: t.deps.storage,
      now: t.deps.now,
      partialTtlMs: 24 * HOUR,
      log,
      firstDelayMs: 1000,
      intervalMs: HOUR,
      runDue: (at) => drawDueLotteries(t.deps, at),
    });
    await vi.advanceTimersByTimeAsync(1000);
    await sweep.idle();
    expect(await lotteryOf(id)).toMatchObject({ status: 'running', drawnAt: null });

    t.advance(endAt - t.deps.now()); // the end time itself
    // Due work is looked for each minute: the draw comes within one, not at the next hourly sweep.
    await vi.advanceTimersByTimeAsync(DUE_INTERVAL_MS);
    await sweep.idle();
    const drawn = await lotteryOf(id);
    expect(drawn).toMatchObject({ status: 'ended', drawnAt: endAt });
    expect(drawn.drawSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(await winnersOf(t, id)).toHaveLength(3);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ dueLotteriesDrawn: 1 }),
      expect.any(String),
    );

    // Later runs (one minute each: faking an hour of them at once would also fire the database
    // driver's own timers) find nothing due.
    t.advance(WINDOW);
    await vi.advanceTimersByTimeAsync(DUE_INTERVAL_MS);
    await sweep.idle();
    await vi.advanceTimersByTimeAsync(DUE_INTERVAL_MS);
    await sweep.idle();
    expect((await lotteryOf(id)).drawSeed).toBe(drawn.drawSeed);
    expect(await winnersOf(t, id)).toHaveLength(3);
    // The author's manual draw is refused once the sweep drew.
    expect((await as(owner.token, lotteryApi.draw, { id })).code).toBe('A2065');
    expect(log.error).not.toHaveBeenCalled();
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('two sweeps at once draw once (each lottery in its own locked transaction)', async () => {
    const { id, endAt } = await closingLottery(5);
    t.advance(endAt - t.deps.now() + 1);
    const [a, b] = await Promise.all([
      drawDueLotteries(t.deps, t.deps.now()),
      drawDueLotteries(t.deps, t.deps.now()),
    ]);
    expect(a + b).toBe(1);
    const winners = await winnersOf(t, id);
    expect(winners).toHaveLength(3);
    expect(new Set(winners.map((w) => w.responseId)).size).toBe(3);
    expect(await drawDueLotteries(t.deps, t.deps.now())).toBe(0);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('a lottery drawn by hand and one without an end time are left alone', async () => {
    const open = await runningLottery(t, owner.token, owner.id, {
      mode: 'after-close',
      prizes: [couponPrize({ winners: 1, probabilityBp: undefined })],
    });
    await submitFresh(t, open.p);
    const manual = await closingLottery(2);
    t.advance(manual.endAt - t.deps.now() + 1);
    expect((await as(owner.token, lotteryApi.draw, { id: manual.id })).code).toBe('00000');
    expect(await drawDueLotteries(t.deps, t.deps.now() + 100 * HOUR)).toBe(0);
    expect(await lotteryOf(open.id)).toMatchObject({ status: 'running', drawnAt: null });
  });
});

describe('a participant learns the after-close result by the end page’s result ticket', () => {
  it('pending with the draw time, then won (claimable as at submit) or lost; a forged ticket is A0404', async () => {
    const endAt = t.deps.now() + WINDOW;
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      mode: 'after-close',
      endAt,
      prizes: [couponPrize({ codes: ['ONLY-ONE'], winners: 1, probabilityBp: undefined })],
    });
    const receipts = [await submitFresh(t, p), await submitFresh(t, p)];
    const tickets = receipts.map((r) => r.lottery!.resultTicket!);
    expect(tickets.every((x) => typeof x === 'string' && x.startsWith(`${p.code}.`))).toBe(true);
    const resultOf = async (ticket: string) => (await t.api(lotteryApi.result, { ticket })).body;
    expect((await resultOf(tickets[0]!)).data).toEqual({
      state: 'pending',
      lotteryName: 'Draw',
      lang: 'zh',
      drawAt: endAt,
      drawnAt: null,
      surveyCode: p.code,
      responseId: receipts[0]!.responseId,
      prize: null,
    });
    // Another response id under the first one's mac, or a made-up mac: not ours.
    const forged = `${p.code}.${receipts[1]!.responseId}.${tickets[0]!.split('.')[2]}`;
    expect((await resultOf(forged)).code).toBe('A0404');
    expect((await resultOf(`${p.code}.${receipts[0]!.responseId}.${'x'.repeat(32)}`)).code).toBe('A0404');

    t.advance(endAt - t.deps.now());
    expect(await drawDueLotteries(t.deps, t.deps.now())).toBe(1);
    const answers = [(await resultOf(tickets[0]!)).data, (await resultOf(tickets[1]!)).data];
    expect(answers.map((a) => a.state).sort()).toEqual(['lost', 'won']);
    const won = answers.find((a) => a.state === 'won')!;
    expect(won).toMatchObject({ drawnAt: endAt, prize: { name: 'Coupon', kind: 'coupon', amountFen: null } });
    expect(answers.find((a) => a.state === 'lost')!.prize).toBeNull();
    // The claim goes through the existing claim call with the prize's token.
    const claimed = await t.api(lotteryApi.claim, { token: won.prize!.claimToken, fields: {} });
    expect(claimed.body.data).toEqual({ status: 'claimed', couponCode: 'ONLY-ONE' });
    const [winner] = await winnersOf(t, id);
    expect(winner).toMatchObject({ responseId: won.responseId, status: 'claimed' });
  });
});
