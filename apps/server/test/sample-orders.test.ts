import { paymentApi, sampleApi, samplePriceFen, walletApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, responses } from '../src/db/schema/index.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { reconcileLedger } from '../src/modules/wallet/reconcile.ts';
import { fund } from './support/envelopes.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { publishedSurvey } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The sample service: save (price rule, bad input, edit, draft), pay (A0207 short), the local panel
 * delivering through the respond calls, the audit (suggestions, rejection → replacement), the
 * completion (cost paid to the panel, the rest refunded once), export; strangers refused.
 */
let t: TestApp;
let owner: { token: string; id: number };
let stranger: string;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  const o = await registerAndLogin(t, 'spowner');
  owner = { token: o.token, id: (await findUserByName(t.database.db, 'spowner'))!.id };
  stranger = (await registerAndLogin(t, 'spstranger')).token;
});
afterAll(() => t.close());
beforeEach(() => t.advance(1000));

const order = (surveyCode: string, extra: Record<string, unknown> = {}) => ({
  surveyCode,
  name: 'Women 25–44',
  tags: [
    { key: 'gender', operator: 'in' as const, value: ['female'] },
    { key: 'age', operator: 'in' as const, value: ['25-34', '35-44'] },
  ],
  quantity: 3,
  incidence: 50,
  ...extra,
});

async function savedOrder(quantity = 3) {
  const p = await publishedSurvey(t, owner.token);
  const saved = await as(owner.token, sampleApi.save, order(p.code, { quantity }));
  expect(saved.code).toBe('00000');
  return { p, sample: saved.data.sample, order: saved.data.order! };
}

describe('saving and paying', () => {
  it('prices the order from its tags, incidence and the survey’s questions', async () => {
    const { p, sample, order: money } = await savedOrder();
    // 3 questions, 2 tags, 50 %: (500 + 60 + 200) × 100 / 50.
    expect(samplePriceFen(3, 2, 50)).toBe(1520);
    expect(sample).toMatchObject({ status: 'paying', priceFen: 1520, budgetFen: 4560, questions: 3 });
    expect(money.amountFen).toBe(4560);
    expect((await as(owner.token, sampleApi.nodesCount, { id: p.code })).data).toEqual({
      questions: 3,
      published: true,
    });
    const list = await as(owner.token, sampleApi.list, { surveyCode: p.code, page: 1 });
    expect(list.data).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    expect((await as(owner.token, sampleApi.get, { id: sample.id })).data.pendingOrder).toEqual(money);
    const tags = await as(owner.token, sampleApi.tags, {});
    expect(tags.data.tags.map((x) => x.key)).toEqual(['gender', 'age', 'region', 'cityTier']);
  });

  it('refuses bad input with A0400', async () => {
    const p = await publishedSurvey(t, owner.token);
    const bad = [
      order(p.code, { quantity: 0 }),
      order(p.code, { incidence: 101 }),
      order(p.code, { tags: [{ key: 'gender', operator: 'in', value: ['robot'] }] }),
      order(p.code, { tags: [{ key: 'shoe', operator: 'in', value: ['42'] }] }),
      order(p.code, { tags: [{ key: 'gender', operator: 'like', value: ['male'] }] }),
      order(p.code, {
        tags: [
          { key: 'gender', operator: 'in', value: ['male'] },
          { key: 'gender', operator: 'not-in', value: ['female'] },
        ],
      }),
      order(p.code, { quantity: 2.5 }),
    ];
    for (const body of bad) expect((await as(owner.token, sampleApi.save, body as never)).code).toBe('A0400');
    const unpublished = await as(owner.token, sampleApi.save, order((await savedDraftSurvey()).code));
    expect(unpublished.code).toBe('A0400');
    expect((await as(owner.token, sampleApi.answers, { id: 'sp_nothing-here' } as never)).code).toBe('A0404');
  });

  it('edits a paying order: re-priced, the old money order cancelled; a draft has none', async () => {
    const { p, sample, order: first } = await savedOrder();
    const edited = await as(owner.token, sampleApi.save, {
      ...order(p.code),
      id: sample.id,
      quantity: 5,
      tags: [],
    });
    expect(edited.data.sample).toMatchObject({
      id: sample.id,
      status: 'paying',
      priceFen: 1120,
      budgetFen: 5600,
    });
    expect((await as(owner.token, paymentApi.order, { id: first.id })).data.status).toBe('cancelled');
    const draft = await as(owner.token, sampleApi.save, { ...order(p.code), id: sample.id, draft: true });
    expect(draft.data).toMatchObject({ order: null, sample: { status: 'draft', pendingOrder: null } });
    expect((await as(owner.token, paymentApi.order, { id: edited.data.order!.id })).data.status).toBe(
      'cancelled',
    );
  });

  it('answers A0207 when the wallet is short, and cancelling the money order cancels the sample', async () => {
    const poor = await registerAndLogin(t, 'sppoor');
    const poorId = (await findUserByName(t.database.db, 'sppoor'))!.id;
    const p = await publishedSurvey(t, poor.token);
    const saved = (await as(poor.token, sampleApi.save, order(p.code))).data;
    await fund(t, poor.token, poorId, 100);
    expect((await as(poor.token, paymentApi.payOrder, { id: saved.order!.id })).code).toBe('A0207');
    expect((await as(poor.token, sampleApi.get, { id: saved.sample.id })).data.status).toBe('paying');
    expect((await as(poor.token, walletApi.wallet, {})).data.balanceFen).toBe(100);
    expect((await as(poor.token, paymentApi.cancelOrder, { id: saved.order!.id })).code).toBe('00000');
    expect((await as(poor.token, sampleApi.get, { id: saved.sample.id })).data.status).toBe('cancelled');
    const again = await as(poor.token, sampleApi.save, { ...order(p.code), id: saved.sample.id });
    expect(again.code).toBe('A21017');
  });

  it('refuses other users every call', async () => {
    const { p, sample } = await savedOrder();
    expect((await as(stranger, sampleApi.list, { surveyCode: p.code, page: 1 })).code).toBe('A5202');
    expect((await as(stranger, sampleApi.save, order(p.code))).code).toBe('A5202');
    expect((await as(stranger, sampleApi.save, { ...order(p.code), id: sample.id })).code).toBe('A5202');
    expect((await as(stranger, sampleApi.get, { id: sample.id })).code).toBe('A5202');
    expect((await as(stranger, sampleApi.nodesCount, { id: p.code })).code).toBe('A5202');
    expect((await as(stranger, sampleApi.answers, { id: sample.id, page: 1, pageSize: 10 })).code).toBe(
      'A5202',
    );
    const decisions = [{ completeId: 1, accept: true }];
    expect((await as(stranger, sampleApi.audit, { id: sample.id, decisions })).code).toBe('A5202');
    expect((await as(stranger, sampleApi.export, { id: sample.id })).code).toBe('A5202');
    expect((await as(stranger, paymentApi.payOrder, { id: sample.pendingOrder!.id })).code).toBe('A0404');
  });
});

/**
 * The export's rows carry each complete's audit (verdict, reason) and its answers, one column per
 * question after the fixed and tag columns, read from the response it submitted.
 */
async function expectAnswersInExport(sheet: unknown[][], questionIds: number[]) {
  const [header, ...rows] = sheet as [string[], ...unknown[][]];
  const answerColumns = header.slice(header.length - questionIds.length);
  expect(answerColumns.map((title) => title.split(' ')[0])).toEqual(['Q1', 'Q2', 'Q3']);
  const stored = await t.database.db.select().from(responses);
  const answersOf = (id: unknown) => stored.find((r) => r.id === id)!.answers as Record<string, unknown>;
  for (const row of rows) {
    const answers = answersOf(row[1]);
    const cells = row.slice(row.length - questionIds.length);
    // The open text as typed; the choices by their option labels.
    expect(cells[1]).toBe(answers[String(questionIds[1])] ?? null);
    expect(typeof cells[0]).toBe('string');
    // The verdict in the caller's language (zh here) and the reason given.
    expect(['通过', '不通过']).toContain(row[4]);
    expect(row[5] || null).toBe(row[4] === '不通过' ? 'too fast' : null);
  }
  expect(rows.filter((r) => r[4] === '不通过')).toHaveLength(1);
}

async function savedDraftSurvey() {
  const { newSurvey } = await import('./support/design.ts');
  return { code: await newSurvey(t, owner.token) };
}

describe('delivery and audit', () => {
  it('delivers through the respond calls, replaces a rejected speeder and settles the money once', async () => {
    const { p, sample, order: money } = await savedOrder(3);
    await fund(t, owner.token, owner.id, 5000);
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    expect((await as(owner.token, paymentApi.payOrder, { id: money.id })).code).toBe('00000');
    expect((await as(owner.token, sampleApi.get, { id: sample.id })).data).toMatchObject({
      status: 'fielding',
      owed: 3,
    });
    await t.jobs.drain();
    const fielded = (await as(owner.token, sampleApi.get, { id: sample.id })).data;
    expect(fielded).toMatchObject({
      status: 'auditing',
      delivered: 3,
      pending: 3,
      owed: 0,
      deliveryError: null,
    });
    // Real responses, made by the respond calls (source panel, the order as channel).
    const stored = await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));
    expect(stored.filter((r) => r.status === 'complete' && r.channel === `sample:${sample.id}`)).toHaveLength(
      3,
    );

    const listed = (await as(owner.token, sampleApi.answers, { id: sample.id, page: 1, pageSize: 10 })).data;
    expect(listed.total).toBe(3);
    // Panellist 1 is the simulator's speeder: the too-fast rule suggests rejecting it.
    const speeder = listed.records[1]!;
    expect(speeder.durationMs).toBeLessThan(6000);
    expect(speeder.suggestions.map((s) => s.type)).toContain('too-fast');
    expect(listed.records[0]!.suggestions).toEqual([]);
    expect(speeder.profile).toMatchObject({ gender: 'female' });
    expect(['25-34', '35-44']).toContain(speeder.profile.age);

    const decisions = listed.records.map((r) =>
      r.id === speeder.id
        ? { completeId: r.id, accept: false, reason: 'too fast' }
        : { completeId: r.id, accept: true },
    );
    const audited = await as(owner.token, sampleApi.audit, { id: sample.id, decisions });
    expect(audited.data).toMatchObject({ accepted: 2, rejected: 1, skipped: 0, replacements: 1 });
    expect(audited.data.sample).toMatchObject({ status: 'fielding', owed: 1, accepted: 2, rejected: 1 });
    // A second audit of the same completes changes nothing.
    const again = await as(owner.token, sampleApi.audit, { id: sample.id, decisions });
    expect(again.data).toMatchObject({ accepted: 0, rejected: 0, skipped: 3, replacements: 0 });

    await t.jobs.drain();
    const replaced = (
      await as(owner.token, sampleApi.answers, { id: sample.id, state: 'pending', page: 1, pageSize: 10 })
    ).data;
    expect(replaced.records).toHaveLength(1);
    expect(replaced.records[0]).toMatchObject({ round: 1, state: 'pending' });
    const done = await as(owner.token, sampleApi.audit, {
      id: sample.id,
      decisions: [{ completeId: replaced.records[0]!.id, accept: true }],
    });
    expect(done.data.sample).toMatchObject({
      status: 'completed',
      accepted: 3,
      rejected: 1,
      delivered: 4,
      spentFen: 4560,
      refundedFen: 0,
    });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before - 4560);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
    expect((await as(owner.token, sampleApi.audit, { id: sample.id, decisions })).code).toBe('A21017');

    const task = (await as(owner.token, sampleApi.export, { id: sample.id })).data;
    expect((await finishedTask(t, owner.token, task.id)).status).toBe('done');
    const sheet = await readSheet(await downloadBytes(t, owner.token, task.id));
    expect(sheet).toHaveLength(5);
    expect(sheet[2]).toContain('too fast');
    await expectAnswersInExport(sheet, p.q);
  });

  it('refunds the unused budget once when the panel’s replacements run out', async () => {
    const { sample, order: money } = await savedOrder(1);
    await fund(t, owner.token, owner.id, 2000);
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, paymentApi.payOrder, { id: money.id });
    // Reject whatever arrives: at most quantity × 3 deliveries, then the order completes empty.
    for (let round = 0; round < 3; round++) {
      await t.jobs.drain();
      const pending = (
        await as(owner.token, sampleApi.answers, { id: sample.id, state: 'pending', page: 1, pageSize: 10 })
      ).data.records;
      expect(pending).toHaveLength(1);
      await as(owner.token, sampleApi.audit, {
        id: sample.id,
        decisions: [{ completeId: pending[0]!.id, accept: false, reason: 'not the target' }],
      });
    }
    const done = (await as(owner.token, sampleApi.get, { id: sample.id })).data;
    expect(done).toMatchObject({
      status: 'completed',
      delivered: 3,
      accepted: 0,
      spentFen: 0,
      refundedFen: 1520,
    });
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before);
    const refunds = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `sample-refund:${sample.id}`));
    expect(refunds).toHaveLength(1);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('pays for the accepted part only: the rest refunded once, the straight-liner flagged by its text', async () => {
    const { sample, order: money } = await savedOrder(2);
    await fund(t, owner.token, owner.id, 4000);
    const before = (await as(owner.token, walletApi.wallet, {})).data.balanceFen;
    await as(owner.token, paymentApi.payOrder, { id: money.id });
    const seen: string[][] = [];
    let first = true;
    for (let round = 0; round < 10; round++) {
      await t.jobs.drain();
      const pending = (
        await as(owner.token, sampleApi.answers, { id: sample.id, state: 'pending', page: 1, pageSize: 10 })
      ).data.records;
      if (pending.length === 0) break;
      for (const c of pending) seen.push(c.suggestions.map((s) => s.type));
      // Accept the very first complete, reject everything after it.
      const decisions = pending.map((c, i) =>
        first && i === 0
          ? { completeId: c.id, accept: true }
          : { completeId: c.id, accept: false, reason: 'no' },
      );
      first = false;
      await as(owner.token, sampleApi.audit, { id: sample.id, decisions });
    }
    const done = (await as(owner.token, sampleApi.get, { id: sample.id })).data;
    expect(done).toMatchObject({ status: 'completed', delivered: 6, accepted: 1, rejected: 5, owed: 0 });
    expect(done).toMatchObject({ spentFen: 1520, refundedFen: 1520 });
    // Panellist 4 straight-lines and writes "1111": the meaningless-text rule points at it.
    expect(seen[4]).toContain('meaningless-text');
    expect((await as(owner.token, walletApi.wallet, {})).data.balanceFen).toBe(before - 1520);
    expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses an edit of another survey’s order (A0404) and an audit before payment (A21017)', async () => {
    const { sample } = await savedOrder(1);
    const other = await publishedSurvey(t, owner.token);
    expect((await as(owner.token, sampleApi.save, { ...order(other.code), id: sample.id })).code).toBe(
      'A0404',
    );
    const decisions = [{ completeId: 1, accept: true }];
    expect((await as(owner.token, sampleApi.audit, { id: sample.id, decisions })).code).toBe('A21017');
    const noReason = await as(owner.token, sampleApi.audit, {
      id: sample.id,
      decisions: [{ completeId: 1, accept: false }],
    });
    expect(noReason.code).toBe('A0400');
  });

  it('keeps the delivery error when the survey stops taking answers', async () => {
    const { p, sample, order: money } = await savedOrder(1);
    await fund(t, owner.token, owner.id, 2000);
    const { setSettings } = await import('./support/respond.ts');
    await setSettings(t, p.code, { endTime: new Date(t.deps.now() - 60_000).toISOString() });
    await as(owner.token, paymentApi.payOrder, { id: money.id });
    await t.jobs.drain();
    const got = (await as(owner.token, sampleApi.get, { id: sample.id })).data;
    expect(got).toMatchObject({ status: 'fielding', delivered: 0, owed: 1 });
    expect(got.deliveryError).toBeTruthy();
  });
});
