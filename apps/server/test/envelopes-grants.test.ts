import { envelopeApi, fullPath } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeGrants, responses } from '../src/db/schema/index.ts';
import { lockCampaign } from '../src/modules/envelopes/campaign-access.ts';
import { claimGrant, settleAfterCleaning } from '../src/modules/envelopes/claim-and-review.ts';
import { recoverGrantPayouts, STUCK_PAYOUT_MS } from '../src/modules/envelopes/run-payouts.ts';
import { lockGrant, settleGrant } from '../src/modules/envelopes/settle-grant.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { grantsOf, randomIp, runningCampaign, scriptedRng, submitFresh } from './support/envelopes.ts';
import { sandboxPayouts } from './support/money.ts';
import { postMultipart } from './support/multipart.ts';
import { respondent, submission } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';
import { workbookOf } from './support/xlsx.ts';

/**
 * Grants at submit (win, lost draw with a seeded generator, limits, window, budget) and their
 * review and payout (none, manual, auto after cleaning; an invalid response never paid; payout
 * once per grant to the claimant), with the ledger reconciled after a whole campaign.
 */
let t: TestApp;
let owner: { token: string; id: number };
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  owner = { token: (await registerAndLogin(t, 'grantowner')).token, id: 0 };
  owner.id = (await findUserByName(t.database.db, 'grantowner'))!.id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.advance(1000);
  t.deps.rng = () => 0;
});

async function markInvalid(surveyId: number, responseId: string) {
  await t.database.db
    .update(responses)
    .set({ status: 'invalid' })
    .where(and(eq(responses.surveyId, surveyId), eq(responses.id, responseId)));
}

describe('grant at submit', () => {
  it('draws with the injected generator: a roll at or above the probability loses', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, {
      probability: 30,
      amount: { mode: 'random', minFen: 30, maxFen: 130 } as never,
    });
    t.deps.rng = scriptedRng(0.3);
    expect((await submitFresh(t, p)).envelope).toEqual({
      won: false,
      amountFen: null,
      reason: 'lost-draw',
      grantId: null,
    });
    // A roll of 0.29 wins; the second value picks the amount uniformly in [30, 130]: 0.5 → 80.
    t.deps.rng = scriptedRng(0.29, 0.5);
    const won = (await submitFresh(t, p)).envelope;
    expect(won).toMatchObject({ won: true, amountFen: 80 });
    expect((await grantsOf(t, id)).map((g) => g.amountFen)).toEqual([80]);
  });

  it('counts the respondent’s and the device’s limits, and a retried submit draws nothing again', async () => {
    const { p } = await runningCampaign(t, owner.token, owner.id);
    const one = respondent(t, '203.0.113.50');
    const body = submission(p);
    const first = await one.submit(body);
    expect(first.data.envelope).toMatchObject({ won: true });
    expect((await one.submit(body)).data.envelope).toEqual(first.data.envelope);
    // Same address, another device: the respondent's limit (1).
    expect((await respondent(t, '203.0.113.50').submit(submission(p))).data.envelope).toMatchObject({
      reason: 'respondent-limit',
    });
    // Same device, another address: the device's limit.
    const sameDevice = respondent(t, '203.0.113.51', one.deviceId);
    expect((await sameDevice.submit(submission(p))).data.envelope).toMatchObject({ reason: 'device-limit' });
  });

  it('grants only inside the window', async () => {
    const now = t.deps.now();
    const { p } = await runningCampaign(t, owner.token, owner.id, {
      startAt: now + 60_000,
      endAt: now + 120_000,
    });
    expect((await submitFresh(t, p)).envelope).toMatchObject({ reason: 'not-started' });
    t.advance(60_000);
    expect((await submitFresh(t, p)).envelope).toMatchObject({ won: true });
    t.advance(60_000);
    expect((await submitFresh(t, p)).envelope).toMatchObject({ reason: 'window-ended' });
  });

  it('says nothing of envelopes for a survey without a campaign', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    await as(owner.token, envelopeApi.refund, { id });
    expect((await submitFresh(t, p)).envelope).toBeUndefined();
  });
});

describe('review and payout', () => {
  it('review none: approved at once, paid to the claimant once', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const grantId = (await submitFresh(t, p)).envelope!.grantId!;
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'held', approved: true, claimant: null });
    const paidBefore = sandboxPayouts(t).paid.length;
    expect(await claimGrant(t.deps, grantId, 'open-winner-123456')).toMatchObject({ amountFen: 100 });
    expect(await claimGrant(t.deps, grantId, 'open-winner-123456')).toBeNull();
    await expect(claimGrant(t.deps, grantId, 'open-someone-else')).rejects.toMatchObject({ code: 'A0403' });
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toEqual([
      { withdrawalId: `grant:${grantId}`, openId: 'open-winner-123456', amountFen: 100 },
    ]);
    const logs = await as(owner.token, envelopeApi.logs, { id, page: 1 });
    expect(logs.data.records[0]).toMatchObject({ status: 'paid', payee: 'open…3456' });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 100, heldFen: 0 });
  });

  it('pays a grant its process booked but never paid, once, when the sweep recovers it', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const grantId = (await submitFresh(t, p)).envelope!.grantId!;
    // The claim's transaction committed; the process died before the provider was asked.
    await t.database.db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id);
      await tx
        .update(envelopeGrants)
        .set({ claimant: 'open-lost-123456' })
        .where(eq(envelopeGrants.id, grantId));
      const grant = (await lockGrant(tx, grantId))!;
      expect(await settleGrant(tx, campaign, grant, 'sandbox', t.deps.now())).not.toBeNull();
    });
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'paying' });
    const paidBefore = sandboxPayouts(t).paid.length;
    expect(await recoverGrantPayouts(t.deps, t.deps.now())).toBe(0); // too recent to call stuck
    expect(await recoverGrantPayouts(t.deps, t.deps.now() + STUCK_PAYOUT_MS + 1)).toBe(1);
    expect(sandboxPayouts(t).paid.slice(paidBefore)).toEqual([
      { withdrawalId: `grant:${grantId}`, openId: 'open-lost-123456', amountFen: 100 },
    ]);
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'paid' });
    expect(await recoverGrantPayouts(t.deps, t.deps.now() + STUCK_PAYOUT_MS + 1)).toBe(0);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('review manual: approve pays once claimed, reject returns the money; an invalid response is never paid', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { review: 'manual' });
    const a = await submitFresh(t, p);
    const b = await submitFresh(t, p);
    const c = await submitFresh(t, p);
    await claimGrant(t.deps, a.envelope!.grantId!, 'open-a-00000000');
    await claimGrant(t.deps, c.envelope!.grantId!, 'open-c-00000000');
    await markInvalid(p.surveyId, c.responseId);
    const unknown = crypto.randomUUID();
    const approved = await as(owner.token, envelopeApi.audit, {
      id,
      decision: 'approved',
      responseIds: [a.responseId, c.responseId, unknown],
    });
    expect(approved.data).toEqual({ approved: 1, rejected: 0, skipped: [c.responseId, unknown] });
    const rejected = await as(owner.token, envelopeApi.auditAll, { id, decision: 'rejected' });
    expect(rejected.data).toEqual({ approved: 0, rejected: 1, skipped: [] });
    const byResponse = new Map((await grantsOf(t, id)).map((g) => [g.responseId, g]));
    expect(byResponse.get(a.responseId)).toMatchObject({ status: 'paid' });
    expect(byResponse.get(b.responseId)).toMatchObject({ status: 'rejected' });
    expect(byResponse.get(c.responseId)).toMatchObject({ status: 'rejected', cleaning: 'invalid' });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 100, heldFen: 0 });
    // Approving again pays nothing twice.
    expect((await as(owner.token, envelopeApi.auditAll, { id, decision: 'approved' })).data.approved).toBe(0);
  });

  it('audit upload: an xlsx of response ids (header row skipped); A0106 for another file; A2065 outside manual', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { review: 'manual' });
    const a = await submitFresh(t, p);
    const bytes = await workbookOf([['Response ID'], [a.responseId]]);
    const url = fullPath(envelopeApi.auditUpload);
    const upload = (file: Buffer | string, campaignId = id) =>
      postMultipart(t, url, {
        token: owner.token,
        query: { id: campaignId, decision: 'approved' },
        parts: [{ name: 'file', fileName: 'ids.xlsx', content: file }],
      });
    expect((await upload(bytes)).body).toMatchObject({ code: '00000', data: { approved: 1, skipped: [] } });
    expect((await upload('not a workbook')).body.code).toBe('A0106');
    const other = await runningCampaign(t, owner.token, owner.id);
    expect((await upload(bytes, other.id)).body.code).toBe('A2065');
  });

  it('review auto: paid after the cleaning verdict; invalid responses rejected; the ledger reconciles', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { review: 'auto' });
    const good = await submitFresh(t, p, randomIp());
    const bad = await submitFresh(t, p, randomIp());
    await claimGrant(t.deps, good.envelope!.grantId!, 'open-good-0000000');
    await claimGrant(t.deps, bad.envelope!.grantId!, 'open-bad-00000000');
    expect((await grantsOf(t, id)).every((g) => g.status === 'held')).toBe(true);
    await markInvalid(p.surveyId, bad.responseId);
    await settleAfterCleaning(t.deps, p.surveyId, t.deps.now());
    const byResponse = new Map((await grantsOf(t, id)).map((g) => [g.responseId, g]));
    expect(byResponse.get(good.responseId)).toMatchObject({ status: 'paid', cleaning: 'valid' });
    expect(byResponse.get(bad.responseId)).toMatchObject({ status: 'rejected', cleaning: 'invalid' });
    const refund = await as(owner.token, envelopeApi.refund, { id });
    expect(refund.data).toMatchObject({ refundedFen: 900, heldFen: 0 });
    const report = await reconcileLedger(t.database.db);
    expect(report).toMatchObject({ ok: true, totalFen: 0 });
  });

  it('a refused payout puts the money back in escrow and marks the grant failed, still reserved', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id);
    const grantId = (await submitFresh(t, p)).envelope!.grantId!;
    sandboxPayouts(t).failNext(1);
    await claimGrant(t.deps, grantId, 'open-unlucky-000000');
    expect((await grantsOf(t, id))[0]).toMatchObject({ status: 'failed' });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ paidFen: 0, heldFen: 100 });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });
});
