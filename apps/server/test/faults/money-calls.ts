import { envelopeApi, paymentApi, walletApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import {
  envelopeCampaigns,
  messagingBindings,
  orders,
  recharges,
  withdrawals,
} from '../../src/db/schema/index.ts';
import { findUserByName } from '../../src/modules/users/user-repo.ts';
import { SANDBOX_PAY_PATH } from '../../src/modules/wallet/providers.ts';
import { reconcileLedger } from '../../src/modules/wallet/reconcile.ts';
import { baseConfig } from '../support/envelopes.ts';
import { paymentIdOf } from '../support/money.ts';
import { publishedSurvey } from '../support/respond.ts';
import { registerAndLogin, type TestApp } from '../support/test-app.ts';
import type { OutageCalls } from './outage-calls.ts';

/**
 * Issue 23's money calls during a database outage: a recharge started, a campaign's order paid
 * from the wallet, a running campaign ended with its refund, a withdrawal. Each must answer B0002
 * while the database is away and leave the ledger as it was (no recharge, order still unpaid,
 * campaign still running, no withdrawal, balance unchanged, the ledger reconciled); once it is
 * back each succeeds and the ledger still reconciles.
 */
const NAMES = ['recharge', 'payOrder', 'refund', 'withdraw'] as const;

export async function prepareMoneyCalls(t: TestApp, base: string): Promise<OutageCalls> {
  const db = t.database.db;
  const { token } = await registerAndLogin(t, 'penny', 'penny-pass-1');
  const userId = (await findUserByName(db, 'penny'))!.id;
  await db
    .insert(messagingBindings)
    .values({ provider: 'local', openId: `open-penny-${userId}`, userId, createdAt: new Date() });
  await recharge(t, base, token, 3000);

  const call = async <T>(what: string, answer: Promise<{ body: { code: string; data: T } }>) => {
    const r = await answer;
    if (r.body.code !== '00000') throw new Error(`${what}: ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const running = await publishedSurvey(t, token);
  const a = await call(
    'create',
    t.api(envelopeApi.create, { ...baseConfig(running.code), budgetFen: 1000 }, { token }),
  );
  await call('pay', t.api(paymentApi.payOrder, { id: a.order.id }, { token }));
  const waiting = await publishedSurvey(t, token);
  const b = await call(
    'create',
    t.api(envelopeApi.create, { ...baseConfig(waiting.code), budgetFen: 500 }, { token }),
  );

  const calls = () =>
    Promise.all([
      t.api(paymentApi.recharge, { amountFen: 2000 }, { token }),
      t.api(paymentApi.payOrder, { id: b.order.id }, { token }),
      t.api(envelopeApi.refund, { id: a.campaign.id }, { token }),
      t.api(walletApi.withdraw, { amountFen: 100 }, { token }),
    ]).then((answers) => {
      return Object.fromEntries(answers.map((r, i) => [NAMES[i], `${r.status} ${r.body.code}`]));
    });

  const balance = async () => (await call('wallet', t.api(walletApi.wallet, {}, { token }))).balanceFen;
  const campaign = async (id: string) =>
    (await db.select().from(envelopeCampaigns).where(eq(envelopeCampaigns.id, id)))[0]!.status;
  const snapshot = async () => ({
    balanceFen: await balance(),
    recharges: (await db.select().from(recharges).where(eq(recharges.userId, userId))).length,
    orderB: (await db.select().from(orders).where(eq(orders.id, b.order.id)))[0]!.status,
    campaignA: await campaign(a.campaign.id),
    withdrawals: (await db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).length,
    ledgerOk: (await reconcileLedger(db)).ok,
  });
  const before = await snapshot();

  return {
    names: NAMES,
    send: calls,
    async untouched() {
      const now = await snapshot();
      if (JSON.stringify(now) !== JSON.stringify(before))
        throw new Error(`money half-written during the outage: ${JSON.stringify({ before, now })}`);
    },
    async after() {
      const answers = await calls();
      const now = await snapshot();
      // 3000 recharged − 1000 (A) − 500 (B) + 1000 refunded from A (nothing granted) − 100 withdrawn.
      const expected = {
        balanceFen: 2400,
        recharges: 2,
        orderB: 'paid',
        campaignA: 'ended',
        withdrawals: 1,
        ledgerOk: true,
      };
      if (JSON.stringify(now) !== JSON.stringify(expected))
        throw new Error(`money after the outage: ${JSON.stringify(now)}`);
      return answers;
    },
  };
}

/** A recharge paid on the sandbox pay page, over HTTP as the payer's browser posts it. */
async function recharge(t: TestApp, base: string, token: string, amountFen: number) {
  const r = await t.api(paymentApi.recharge, { amountFen }, { token });
  if (r.body.code !== '00000') throw new Error(`recharge: ${JSON.stringify(r.body)}`);
  const paid = await fetch(
    `${base}${SANDBOX_PAY_PATH}/${encodeURIComponent(paymentIdOf(r.body.data.payUrl!))}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    },
  );
  if (!paid.ok) throw new Error(`pay page: ${paid.status}`);
}
