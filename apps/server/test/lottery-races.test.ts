import { lotteryApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { randomIp } from './support/envelopes.ts';
import { cashPrize, couponPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * PostgreSQL only (PGlite runs one statement at a time, so a race there proves nothing): many
 * submits at once on a lottery's last prizes never give more than its stock, each coupon code once.
 */
const onPostgres = process.env.TEST_DB_KIND === 'pg';
let t: TestApp;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('lottery races (PostgreSQL)', () => {
  it('30 submits at once on 5 prizes at 100 %: exactly the stock won, no code given twice', async () => {
    const { token } = await registerAndLogin(t, 'lotteryracer');
    const id = (await findUserByName(t.database.db, 'lotteryracer'))!.id;
    t.deps.rng = () => 0;
    const run = await runningLottery(t, token, id, {
      prizes: [
        cashPrize({ amountFen: 100, stock: 2, probabilityBp: 5000 }),
        couponPrize({ codes: ['A', 'B', 'C'], probabilityBp: 5000 }),
      ],
    });
    // Rolls alternate between the two prizes' slices, so both run out.
    let n = 0;
    t.deps.rng = () => (n++ % 2 === 0 ? 0.1 : 0.9);
    const receipts = await Promise.all(
      Array.from({ length: 30 }, () => respondent(t, randomIp()).submit(submission(run.p))),
    );
    expect(receipts.every((r) => r.code === '00000')).toBe(true);
    const winners = await winnersOf(t, run.id);
    expect(winners.filter((w) => w.kind === 'cash')).toHaveLength(2);
    const codes = winners.filter((w) => w.kind === 'coupon').map((w) => w.couponCode);
    expect(codes.sort()).toEqual(['A', 'B', 'C']);
    expect(receipts.filter((r) => r.data.lottery?.won)).toHaveLength(5);
    expect((await as(token, lotteryApi.get, { id: run.id })).data.remaining).toEqual([0, 0]);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
