import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { AppError } from '../src/http/app-error.ts';
import { createUser } from '../src/modules/users/create-user.ts';
import { grantCoupon } from '../src/modules/wallet/coupons.ts';
import { balanceOf } from '../src/modules/wallet/ledger.ts';
import { cancelOrderIn, payOrderIn, payoutFromOrder, refundFromOrder } from '../src/modules/wallet/orders.ts';
import { createRecharge } from '../src/modules/wallet/recharges.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { settlePayment } from '../src/modules/wallet/settle-payment.ts';
import { callerWallet } from '../src/modules/wallet/wallets.ts';
import { withdraw } from '../src/modules/wallet/withdrawals.ts';
import { bindMessaging, makeOrder, paymentIdOf, sandboxPayouts } from './support/money.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The ledger under random sequences of what moves money — recharges (some failed, some delivered
 * twice), order pays (some with a coupon the promotions account pays part of), cancellations, refunds and campaign payouts out of escrow (some replayed),
 * withdrawals (some refused by the payout provider) — against a model of what every balance must
 * be. After each step: no wallet or escrow below zero, each transaction sums to zero, cached
 * balances equal their entries, all balances together are zero (every fen accounted for).
 * Runs on PGlite (api-pglite) and PostgreSQL (api-pg).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const amount = fc.integer({ min: 100, max: 6000 });
const step = fc.oneof(
  fc.record({ op: fc.constant('recharge' as const), amount, fail: fc.boolean(), twice: fc.boolean() }),
  fc.record({ op: fc.constant('pay' as const), amount }),
  fc.record({ op: fc.constant('coupon-pay' as const), amount, off: amount }),
  fc.record({ op: fc.constant('cancel' as const), amount }),
  fc.record({ op: fc.constant('refund' as const), amount, pick: fc.nat(), replay: fc.boolean() }),
  fc.record({ op: fc.constant('payout' as const), amount, pick: fc.nat() }),
  fc.record({ op: fc.constant('withdraw' as const), amount, fail: fc.boolean() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function refusedWith(code: string, run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error instanceof AppError && error.code).toBe(code);
}

let runs = 0;
async function runSequence(steps: Step[]) {
  const name = `prop${++runs}`;
  const user = await createUser(t.database.db, { username: name, password: 'correct-horse-1' });
  await bindMessaging(t, user.id);
  const db = t.database.db;
  const wallet = (await callerWallet(db, user.id, 'view')).accountId;
  let expected = 0;
  const paid: { id: string; held: number; walletPaid: number; refunded: number }[] = [];
  for (const s of steps) {
    t.advance(25 * 3600_000); // a new day for each step: the once-a-day rule is tested elsewhere
    const now = t.deps.now();
    if (s.op === 'recharge') {
      const r = await createRecharge(t.deps, user.id, s.amount);
      const cb = {
        paymentId: paymentIdOf(r.payUrl!),
        outcome: s.fail ? ('failed' as const) : ('paid' as const),
        amountFen: s.amount,
      };
      await settlePayment(db, 'sandbox', cb, now);
      if (s.twice) await settlePayment(db, 'sandbox', cb, now);
      if (!s.fail) expected += s.amount;
    } else if (s.op === 'coupon-pay') {
      const coupon = await grantCoupon(
        db,
        wallet,
        { amountOffFen: s.off, minOrderFen: 0, validDays: 1 },
        now,
      );
      const order = await makeOrder(t, user.id, s.amount);
      const due = Math.max(0, s.amount - s.off);
      const pay = () => db.transaction((tx) => payOrderIn(tx, wallet, order.id, now, coupon.id));
      if (due > expected) await refusedWith('A0207', pay);
      else {
        await pay();
        expected -= due;
        paid.push({ id: order.id, held: s.amount, walletPaid: due, refunded: 0 });
      }
    } else if (s.op === 'pay' || s.op === 'cancel') {
      const order = await makeOrder(t, user.id, s.amount);
      if (s.op === 'cancel') await db.transaction((tx) => cancelOrderIn(tx, wallet, order.id, now));
      else if (s.amount > expected)
        await refusedWith('A0207', () => db.transaction((tx) => payOrderIn(tx, wallet, order.id, now)));
      else {
        await db.transaction((tx) => payOrderIn(tx, wallet, order.id, now));
        expected -= s.amount;
        paid.push({ id: order.id, held: s.amount, walletPaid: s.amount, refunded: 0 });
      }
    } else if (s.op === 'refund' || s.op === 'payout') {
      const target = paid[s.pick % Math.max(1, paid.length)];
      if (!target) continue;
      const [order] = await db.select().from(orders).where(eq(orders.id, target.id));
      const key = `${s.op}:${target.id}:${runs}:${now}`;
      const move = () =>
        db.transaction((tx) =>
          s.op === 'refund'
            ? refundFromOrder(tx, order!, s.amount, key, now)
            : payoutFromOrder(tx, order!, 'sandbox', s.amount, key, now),
        );
      if (s.amount > target.held) await refusedWith('A0207', move);
      else {
        await move();
        if (s.op === 'refund' && s.replay) expect((await move()).replayed).toBe(true);
        target.held -= s.amount;
        if (s.op === 'refund') {
          // The coupon's part counts as spent first: the wallet gets back at most what it paid.
          expected += Math.min(s.amount, Math.max(0, target.walletPaid - target.refunded));
          target.refunded += s.amount;
        }
      }
    } else {
      if (s.fail) sandboxPayouts(t).failNext(1);
      if (s.amount > expected) await refusedWith('A0207', () => withdraw(t.deps, user.id, s.amount));
      else {
        const w = await withdraw(t.deps, user.id, s.amount);
        expect(w.status).toBe(s.fail ? 'failed' : 'paid');
        if (!s.fail) expected -= s.amount;
      }
      sandboxPayouts(t).failNext(0);
    }
    expect(await balanceOf(db, wallet)).toBe(expected);
    for (const p of paid) {
      const [order] = await db.select().from(orders).where(eq(orders.id, p.id));
      expect(await balanceOf(db, order!.escrowAccountId)).toBe(p.held);
    }
    const check = await reconcileLedger(db);
    expect(check).toMatchObject({
      ok: true,
      totalFen: 0,
      negative: [],
      accountsOff: [],
      transactionsOff: [],
    });
  }
}

describe('the ledger', () => {
  it('keeps every balance right and every fen accounted for under random sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), runSequence), {
      numRuns: 25,
    });
  }, 240_000);
});
