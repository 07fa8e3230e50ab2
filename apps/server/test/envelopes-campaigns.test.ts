import { envelopeApi, paymentApi, walletApi } from '@cairn/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { baseConfig, fund, grantsOf, runningCampaign, submitFresh } from './support/envelopes.ts';
import { publishedSurvey } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The red-envelope calls: create (rules' codes, the order), the order paid → running, list, get,
 * update (edit rules, top-up order), status (pause/resume/end/delete, A2056), refund (idempotent),
 * logs, export; every call by a stranger answers the launch refusal.
 */
let t: TestApp;
let owner: { token: string; id: number };
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, 'evowner');
  owner = { token: o.token, id: (await findUserByName(t.database.db, 'evowner'))!.id };
  stranger = (await registerAndLogin(t, 'evstranger')).token;
  t.deps.rng = () => 0;
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

describe('campaigns', () => {
  it('creates a paying campaign with its budget order, which paying starts', async () => {
    const p = await publishedSurvey(t, owner.token);
    await fund(t, owner.token, owner.id, 2000);
    const created = await as(owner.token, envelopeApi.create, baseConfig(p.code));
    expect(created.code).toBe('00000');
    expect(created.data.campaign).toMatchObject({ status: 'paying', budgetFen: 1000, heldFen: 0 });
    expect(created.data.campaign.pendingOrder).toEqual(created.data.order);
    expect(created.data.order.amountFen).toBe(1000);
    await as(owner.token, paymentApi.payOrder, { id: created.data.order.id });
    const got = await as(owner.token, envelopeApi.get, { id: created.data.campaign.id });
    expect(got.data).toMatchObject({ status: 'running', pendingOrder: null });
    const list = await as(owner.token, envelopeApi.list, { surveyCode: p.code, page: 1 });
    expect(list.data).toMatchObject({ total: 1, pageSize: 10 });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(1000);
  });

  it('goes back to draft when its budget order is cancelled, and saving the draft orders the budget again', async () => {
    const p = await publishedSurvey(t, owner.token);
    await fund(t, owner.token, owner.id, 2000);
    const created = (await as(owner.token, envelopeApi.create, baseConfig(p.code))).data;
    expect((await as(owner.token, paymentApi.cancelOrder, { id: created.order.id })).code).toBe('00000');
    const id = created.campaign.id;
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ status: 'draft' });

    const saved = await as(owner.token, envelopeApi.update, { id, budgetFen: 1500 });
    expect(saved.data.topUp).toMatchObject({ amountFen: 1500 });
    expect(saved.data.campaign).toMatchObject({ status: 'paying', budgetFen: 1500 });
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, paymentApi.payOrder, { id: saved.data.topUp!.id });
    expect((await as(owner.token, envelopeApi.get, { id })).data).toMatchObject({ status: 'running' });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before - 1500);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('answers the rule’s code for a refused config, and the launch refusal to a stranger', async () => {
    const p = await publishedSurvey(t, owner.token);
    const bad = await as(owner.token, envelopeApi.create, {
      ...baseConfig(p.code),
      amount: { mode: 'fixed', amountFen: 99 },
    });
    expect(bad.code).toBe('A2060');
    expect((await as(owner.token, envelopeApi.create, { ...baseConfig(p.code), probability: 0 })).code).toBe(
      'A2061',
    );
    expect((await as(owner.token, envelopeApi.create, { ...baseConfig(p.code), budgetFen: 50 })).code).toBe(
      'A2062',
    );
    expect(
      (await as(owner.token, envelopeApi.create, { ...baseConfig(p.code), perDeviceLimit: 0 })).code,
    ).toBe('A2063');
    expect(
      (await as(owner.token, envelopeApi.create, { ...baseConfig(p.code), startAt: 10, endAt: 5 })).code,
    ).toBe('A2064');
    expect((await as(stranger, envelopeApi.create, baseConfig(p.code))).code).toBe('A5202');
    expect((await as(stranger, envelopeApi.list, { surveyCode: p.code, page: 1 })).code).toBe('A5202');
  });

  it('refuses every campaign call to a stranger and answers A0404 for an unknown id', async () => {
    const { id } = await runningCampaign(t, owner.token, owner.id);
    const calls = [
      as(stranger, envelopeApi.get, { id }),
      as(stranger, envelopeApi.logs, { id, page: 1 }),
      as(stranger, envelopeApi.auditAll, { id, decision: 'approved' }),
      as(stranger, envelopeApi.audit, { id, decision: 'approved', responseIds: [crypto.randomUUID()] }),
      as(stranger, envelopeApi.status, { id, action: 'pause' }),
      as(stranger, envelopeApi.update, { id, name: 'mine' }),
      as(stranger, envelopeApi.refund, { id }),
      as(stranger, envelopeApi.export, { id }),
    ];
    expect((await Promise.all(calls)).map((r) => r.code)).toEqual(Array(8).fill('A5202'));
    expect((await as(owner.token, envelopeApi.get, { id: 'ev_nothing' })).code).toBe('A0404');
    expect((await as(owner.token, envelopeApi.get, { id })).data.status).toBe('running');
  });

  it('edits within the rules; a raised budget is a top-up order funded when paid', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, {
      perRespondentLimit: 5,
      perDeviceLimit: 5,
    });
    expect((await as(owner.token, envelopeApi.update, { id, review: 'manual' })).code).toBe('A2066');
    expect((await as(owner.token, envelopeApi.update, { id, budgetFen: 500 })).code).toBe('A2066');
    const raised = await as(owner.token, envelopeApi.update, { id, budgetFen: 1500, name: 'More' });
    expect(raised.code).toBe('00000');
    expect(raised.data.topUp?.amountFen).toBe(500);
    expect(raised.data.campaign).toMatchObject({ name: 'More', budgetFen: 1500 });
    await fund(t, owner.token, owner.id, 500);
    await as(owner.token, paymentApi.payOrder, { id: raised.data.topUp!.id });
    // 15 envelopes of 1 yuan now: the 16th submit finds the budget exhausted.
    const results = [];
    for (let i = 0; i < 16; i++) results.push((await submitFresh(t, p)).envelope);
    expect(results.filter((r) => r?.won)).toHaveLength(15);
    expect(results[15]).toMatchObject({ won: false, reason: 'budget-exhausted' });
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('pauses, resumes, refuses deleting a running campaign (A2056), ends, refunds once, deletes', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { review: 'manual' });
    expect((await as(owner.token, envelopeApi.status, { id, action: 'resume' })).code).toBe('A2065');
    expect((await as(owner.token, envelopeApi.status, { id, action: 'pause' })).data?.status).toBe('paused');
    expect((await submitFresh(t, p)).envelope).toMatchObject({ won: false, reason: 'paused' });
    await as(owner.token, envelopeApi.status, { id, action: 'resume' });
    expect((await submitFresh(t, p)).envelope).toMatchObject({ won: true, amountFen: 100 });
    expect((await as(owner.token, envelopeApi.status, { id, action: 'delete' })).code).toBe('A2056');
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    const first = await as(owner.token, envelopeApi.refund, { id });
    expect(first.data).toMatchObject({ refundedFen: 900, heldFen: 100, campaign: { status: 'ended' } });
    const second = await as(owner.token, envelopeApi.refund, { id });
    expect(second.data).toMatchObject({ refundedFen: 0, heldFen: 100 });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 900);
    // The held grant rejected after the end: its 100 fen go back to the wallet too.
    const rejected = await as(owner.token, envelopeApi.auditAll, { id, decision: 'rejected' });
    expect(rejected.data).toMatchObject({ rejected: 1, approved: 0 });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before + 1000);
    expect((await as(owner.token, envelopeApi.status, { id, action: 'delete' })).data).toBeNull();
    expect((await as(owner.token, envelopeApi.get, { id })).code).toBe('A0404');
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('lists every grant in the logs and exports them as a download-centre task', async () => {
    const { p, id } = await runningCampaign(t, owner.token, owner.id, { review: 'manual' });
    const r1 = await submitFresh(t, p);
    await submitFresh(t, p);
    const logs = await as(owner.token, envelopeApi.logs, { id, page: 1 });
    expect(logs.data.total).toBe(2);
    expect(logs.data.records.map((g) => g.responseId)).toContain(r1.responseId);
    expect((await as(owner.token, envelopeApi.logs, { id, page: 1, status: 'paid' })).data.total).toBe(0);
    const task = await as(owner.token, envelopeApi.export, { id });
    expect(task.data).toMatchObject({ subType: 17, status: 'waiting' });
    await t.jobs.drain();
    const state = await as(owner.token, envelopeApi.exportState, { id: task.data.id });
    expect(state.data).toMatchObject({ status: 'done', rows: 2 });
    expect((await as(stranger, envelopeApi.exportState, { id: task.data.id })).code).toBe('A0404');
    expect((await grantsOf(t, id)).length).toBe(2);
  });
});
