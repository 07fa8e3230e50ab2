import { envelopeApi, lotteryApi, walletApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lotteryWinners, responses } from '../src/db/schema/index.ts';
import { claimGrant } from '../src/modules/envelopes/claim-and-review.ts';
import { claimWinnerPrize } from '../src/modules/lottery/claim-prize.ts';
import { recoverLotteryPayouts, STUCK_WINNER_PAYOUT_MS } from '../src/modules/lottery/winner-payouts.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { grantsOf, runningCampaign, submitFresh } from './support/envelopes.ts';
import { cashPrize, runningLottery, winnersOf } from './support/lottery.ts';
import { sandboxPayouts } from './support/money.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Refused payouts sent again (red-envelope/payout/retry, lottery/payout/retry): a new attempt under
 * a new payout id, paid once, the ledger reconciled; nothing for a stranger; a response marked
 * invalid since is rejected, never paid. And a cash prize booked by a process that died before the
 * provider paid is paid by the housekeeping sweep, once.
 */
let t: TestApp;
let owner: { token: string; id: number };
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'retryowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'retryowner'))!.id;
  stranger = (await registerAndLogin(t, 'retrystranger')).token;
});
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});

const paidTo = (id: string) => sandboxPayouts(t).paid.filter((p) => p.withdrawalId.startsWith(id));

describe('envelope payouts sent again', () => {
  it('pays a refused grant under its next attempt, once, and skips what is not failed', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const grantId = (await submitFresh(t, p)).envelope!.grantId!;
    sandboxPayouts(t).failNext(1);
    await claimGrant(t.deps, grantId, 'open-retry-0000001');
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'failed', payoutAttempt: 0 });

    const stolen = await t.api(envelopeApi.retryPayouts, { id }, { token: stranger });
    expect(stolen.body.code).toBe('A5202');
    expect((await grantsOf(t, id))[0]!.status).toBe('failed');

    const retried = await as(owner.token, envelopeApi.retryPayouts, { id, ids: [grantId, 999_999] });
    expect(retried.data).toEqual({ retried: 1, skipped: [999_999] });
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'paid', payoutAttempt: 1 });
    expect(paidTo(`grant:${grantId}`).map((x) => x.withdrawalId)).toEqual([`grant:${grantId}:1`]);
    expect((await as(owner.token, envelopeApi.retryPayouts, { id })).data).toEqual({
      retried: 0,
      skipped: [],
    });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 100, heldFen: 0 });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('a retry refused again stays failed at the new attempt; the next one pays', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const grantId = (await submitFresh(t, p)).envelope!.grantId!;
    sandboxPayouts(t).failNext(2);
    await claimGrant(t.deps, grantId, 'open-retry-0000002');
    expect((await as(owner.token, envelopeApi.retryPayouts, { id })).data.retried).toBe(1);
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'failed', payoutAttempt: 1 });
    expect((await as(owner.token, envelopeApi.retryPayouts, { id })).data.retried).toBe(1);
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'paid', payoutAttempt: 2 });
    expect(paidTo(`grant:${grantId}`)).toHaveLength(1);
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 100, heldFen: 0 });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('never pays a response marked invalid since the refusal: its reservation goes back', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const sent = await submitFresh(t, p);
    sandboxPayouts(t).failNext(1);
    await claimGrant(t.deps, sent.envelope!.grantId!, 'open-retry-0000003');
    await t.database.db
      .update(responses)
      .set({ status: 'invalid' })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, sent.responseId)));
    expect((await as(owner.token, envelopeApi.retryPayouts, { id })).data.retried).toBe(0);
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'rejected' });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 0, heldFen: 0 });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses a malformed body with A0400', async () => {
    const r = await t.api(envelopeApi.retryPayouts, { id: 'x', ids: [] } as never, { token: owner.token });
    expect(r.body.code).toBe('A0400');
  });
});

describe('lottery cash payouts', () => {
  it('a refused cash prize is paid on retry, once; a stranger may not; the end refunds nothing owed', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 300, stock: 1 })],
    });
    await submitFresh(t, p);
    const [winner] = await winnersOf(t, id);
    sandboxPayouts(t).failNext(1);
    await claimWinnerPrize(t.deps, winner!.id, 'open-lretry-000001');
    expect((await winnersOf(t, id))[0]).toMatchObject({ status: 'failed' });
    expect((await t.api(lotteryApi.retryPayouts, { id }, { token: stranger })).body.code).toBe('A5202');

    const retried = await as(owner.token, lotteryApi.retryPayouts, { id, ids: [winner!.id] });
    expect(retried.data).toEqual({ retried: 1, skipped: [] });
    expect((await winnersOf(t, id))[0]).toMatchObject({ status: 'paid', payoutAttempt: 1 });
    expect(paidTo(`lottery:${winner!.id}`).map((x) => x.withdrawalId)).toEqual([`lottery:${winner!.id}:1`]);
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, lotteryApi.status, { id, action: 'end' });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('a cash prize left paying by a dead process is paid by the sweep, once', async () => {
    const { p, id } = await runningLottery(t, owner.token, owner.id, {
      prizes: [cashPrize({ amountFen: 200, stock: 1 })],
    });
    await submitFresh(t, p);
    const [winner] = await winnersOf(t, id);
    await claimWinnerPrize(t.deps, winner!.id, 'open-lstuck-000001');
    // As a process that died between its commit and the provider: booked, paying, unpaid.
    sandboxPayouts(t).paid.splice(0, sandboxPayouts(t).paid.length);
    await t.database.db
      .update(lotteryWinners)
      .set({ status: 'paying' })
      .where(eq(lotteryWinners.id, winner!.id));

    expect(await recoverLotteryPayouts(t.deps, t.deps.now())).toBe(0);
    t.advance(STUCK_WINNER_PAYOUT_MS + 1000);
    expect(await recoverLotteryPayouts(t.deps, t.deps.now())).toBe(1);
    expect((await winnersOf(t, id))[0]!.status).toBe('paid');
    expect(await recoverLotteryPayouts(t.deps, t.deps.now())).toBe(0);
    expect(paidTo(`lottery:${winner!.id}`)).toHaveLength(1);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
