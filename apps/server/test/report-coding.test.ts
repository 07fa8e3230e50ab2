import { randomUUID } from 'node:crypto';
import {
  type CodeNet,
  type CodingStat,
  codingApi,
  type RecommendedCode,
  reportCrossApi,
  reportFiltersApi,
  reportWeightingApi,
} from '@cairn/contract';
import { Operator } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codingHits, codingTasks } from '../src/db/schema/coding.ts';
import { responses } from '../src/db/schema/responses.ts';
import { codingQueueFor } from '../src/modules/report-coding/coding-queue.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
/** Response ids by their Q2 text. */
const ids: Record<string, string> = {};

/** Q2's answers; the first four are picked Q1's first option, the rest its second. */
const TEXTS = [
  'too expensive for me',
  'the price is too high, expensive',
  'cheap and good value',
  'great value for money, cheap',
  'friendly staff and quick service',
  'delivery was late',
];

const column = () => `n${p.q[1]}`;
const ref = (reportId: number) => ({ surveyCode: p.code, reportId });

async function newReport(): Promise<number> {
  const res = await t.api(codingApi.createReport, { surveyCode: p.code, columnKey: column() }, { token });
  expect(res.body.code).toBe('00000');
  return res.body.data.id;
}

async function tree(reportId: number, withRemoved = false): Promise<CodeNet[]> {
  const res = await t.api(codingApi.nets, { ...ref(reportId), withRemoved }, { token });
  expect(res.body.code).toBe('00000');
  return res.body.data;
}

const flat = (nets: readonly CodeNet[]): CodeNet[] => nets.flatMap((n) => [n, ...flat(n.nodes)]);
/** Leaves of a drafted frame. */
const leafCount = (codes: readonly RecommendedCode[]): number =>
  codes.reduce((n, c) => n + (c.nodes.length === 0 ? 1 : leafCount(c.nodes)), 0);
const byLabel = (nets: readonly CodeNet[], label: string) => flat(nets).find((n) => n.label === label)!;

async function stat(
  reportId: number,
  extra: { filterId?: number; weighted?: boolean } = {},
): Promise<CodingStat> {
  const res = await t.api(codingApi.stat, { ...ref(reportId), filterId: 0, ...extra }, { token });
  expect(res.body.code).toBe('00000');
  return res.body.data;
}
const countOf = (s: CodingStat, label: string) => s.rows.find((r) => r.label === label)!.count;

/** Queues a task, waits for the queue to drain (no sleeping), then reads it as the client polls. */
async function runTask(kind: 'recommend' | 'hit', reportId: number, extra: Record<string, unknown> = {}) {
  const endpoint = kind === 'recommend' ? codingApi.recommendTask : codingApi.hitTask;
  const queued = await t.api(endpoint, { ...ref(reportId), ...extra } as never, { token });
  expect(queued.body.code).toBe('00000');
  await codingQueueFor(t.deps).idle();
  const polled = await t.api(
    codingApi.taskProgress,
    { id: queued.body.data.id, surveyCode: p.code },
    { token },
  );
  expect(polled.body.code).toBe('00000');
  return polled.body.data;
}

const PRICE_FRAME = [
  {
    label: 'Price',
    nodes: [
      { label: 'Too expensive', keywords: ['expensive', 'price'] },
      { label: 'Good value', keywords: ['cheap', 'value'] },
    ],
  },
  { label: 'Service', keywords: ['staff', 'service'] },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cora', 'cora-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'olaf', 'olaf-pass-1'));
  p = await publishedSurvey(t, token);
  for (const [i, text] of TEXTS.entries()) {
    const id = randomUUID();
    const answers = {
      [p.q[0]!]: { optionId: p.o[0]![i < 4 ? 0 : 1] },
      [p.q[1]!]: text,
      [p.q[2]!]: { optionId: p.o[2]![i < 2 ? 0 : 1] },
    };
    expect((await respondent(t).submit(submission(p, answers, id))).code).toBe('00000');
    ids[text] = id;
  }
});
afterAll(() => t.close());

describe('coding reports', () => {
  it('lists the open columns with their answer counts and starts a report on one', async () => {
    const columns = await t.api(codingApi.columns, { surveyCode: p.code }, { token });
    expect(columns.body.data).toEqual([
      { key: column(), nodeId: p.q[1], label: expect.stringContaining('Q2'), answerCount: TEXTS.length },
    ]);
    const unknown = await t.api(codingApi.createReport, { surveyCode: p.code, columnKey: 'n999' }, { token });
    expect(unknown.body.code).toBe('A0404');
    const id = await newReport();
    const one = await t.api(codingApi.report, { id, surveyCode: p.code }, { token });
    expect(one.body.data).toMatchObject({
      type: 0,
      status: 0,
      answerCount: TEXTS.length,
      codedCount: 0,
      codeCount: 0,
      engine: 'offline',
      columnLabel: expect.stringContaining('Q2'),
    });
    const list = await t.api(codingApi.reports, { surveyCode: p.code }, { token });
    expect(list.body.data.map((r) => r.id)).toContain(id);
    expect((await t.api(codingApi.report, { id, surveyCode: p.code }, { token: stranger })).body.code).toBe(
      'A4000',
    );
    expect((await t.api(codingApi.removeReport, { id, surveyCode: p.code }, { token })).body.code).toBe(
      '00000',
    );
    expect((await t.api(codingApi.report, { id, surveyCode: p.code }, { token })).body.code).toBe('A0404');
  });

  it('drafts a frame, codes by the offline engine, counts only approved hits, nets as unions', async () => {
    const reportId = await newReport();
    const draft = await runTask('recommend', reportId, { maxNets: 4, maxLeaves: 6 });
    expect(draft).toMatchObject({ taskType: 1, taskStatus: 3, progress: 1, taskNum: 0, error: null });
    const recommended = await t.api(codingApi.recommended, { ...ref(reportId), k: 2 }, { token });
    expect(recommended.body.data.taskId).toBe(draft.id);
    expect(recommended.body.data.codes.length).toBeGreaterThan(0);
    expect(leafCount(recommended.body.data.codes)).toBeLessThanOrEqual(2);

    const batch = await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token });
    expect(batch.body.code).toBe('00000');
    expect(batch.body.data.map((n) => [n.label, n.level, n.nodes.map((c) => [c.label, c.level])])).toEqual([
      [
        'Price',
        1,
        [
          ['Too expensive', 2],
          ['Good value', 2],
        ],
      ],
      ['Service', 1, []],
    ]);

    const coded = await runTask('hit', reportId, { minConfidence: 0.3 });
    expect(coded).toMatchObject({ taskType: 2, taskStatus: 3, progress: 1 });
    const pending = await t.api(
      codingApi.hits,
      { ...ref(reportId), state: 'pending', pageSize: 50 },
      { token },
    );
    const hits = pending.body.data.records;
    expect(hits.map((h) => h.text).sort()).toEqual(
      [
        'too expensive for me',
        'the price is too high, expensive',
        'cheap and good value',
        'great value for money, cheap',
        'friendly staff and quick service',
      ].sort(),
    );
    for (const hit of hits) {
      expect(hit).toMatchObject({ source: 'ai', checked: false });
      expect(hit.confidence).toBeGreaterThanOrEqual(0.3);
    }
    // Nothing counts before a person approves.
    const before = await stat(reportId);
    expect(before.base).toMatchObject({ answers: TEXTS.length, coded: 0 });
    expect(before.rows.every((r) => r.count === 0)).toBe(true);
    expect(countOf(before, 'Price')).toBe(0);
    expect(before.rows.find((r) => r.label === 'Price')!.pending).toBe(4);

    const approved = await t.api(codingApi.checkHits, { ...ref(reportId), minConfidence: 0.6 }, { token });
    expect(approved.body.data.changed).toBe(4); // "great value …" scored below 0.6
    const after = await stat(reportId);
    expect(countOf(after, 'Too expensive')).toBe(2);
    expect(countOf(after, 'Good value')).toBe(1);
    expect(countOf(after, 'Price')).toBe(3);
    expect(countOf(after, 'Service')).toBe(1);
    expect(after.base.coded).toBe(4);

    // A person codes one answer to both leaves under Price: the net counts it once.
    const nets = await tree(reportId);
    const manual = await t.api(
      codingApi.hit,
      {
        ...ref(reportId),
        mode: 'manual',
        netIds: [byLabel(nets, 'Too expensive').id, byLabel(nets, 'Good value').id],
        answers: [{ responseId: ids['great value for money, cheap']!, answerKey: String(p.q[1]) }],
      },
      { token },
    );
    expect(manual.body.code).toBe('00000');
    const union = await stat(reportId);
    expect(countOf(union, 'Too expensive')).toBe(3);
    expect(countOf(union, 'Good value')).toBe(2);
    expect(countOf(union, 'Price')).toBe(4);
    expect(union.rows.find((r) => r.label === 'Price')!.percent).toBeCloseTo(80, 9);
    const report = (await t.api(codingApi.report, { id: reportId, surveyCode: p.code }, { token })).body.data;
    expect(report).toMatchObject({ codedCount: 5, pendingCount: 0, codeCount: 4, type: 1 });

    // responses: answerType 1 coded, 2 uncoded; filterTitle finds text; netId narrows.
    const list = async (q: Record<string, unknown>) =>
      (await t.api(codingApi.responses, { ...ref(reportId), filterId: 0, ...q } as never, { token })).body
        .data;
    expect((await list({})).total).toBe(6);
    expect((await list({ answerType: 1 })).total).toBe(5);
    expect((await list({ answerType: 2 })).records.map((r) => r.text)).toEqual(['delivery was late']);
    expect((await list({ filterTitle: 'CHEAP' })).total).toBe(2);
    expect((await list({ filterType: 1, filterTitle: ids['delivery was late'] })).total).toBe(1);
    expect((await list({ netId: byLabel(nets, 'Price').id })).total).toBe(4);

    // Through a filter (Q1's first option: the first four answers) and the active scheme.
    const filter = await t.api(
      reportFiltersApi.create,
      {
        surveyCode: p.code,
        name: 'first',
        conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
      },
      { token },
    );
    const filtered = await stat(reportId, { filterId: filter.body.data.id });
    expect(filtered.base.answers).toBe(4);
    expect(countOf(filtered, 'Service')).toBe(0);
    expect(countOf(filtered, 'Price')).toBe(4);
    const q3 = (
      await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })
    ).body.data.variables.find((v) => v.id === `n${p.q[2]}`)!;
    const [v1, v2] = q3.categories.map((c) => c.value);
    const variables = await t.api(
      reportWeightingApi.create,
      {
        surveyCode: p.code,
        name: 'Q3 half',
        definition: {
          method: 'rim',
          margins: [
            {
              variableId: `n${p.q[2]}`,
              targets: [
                { value: v1!, target: 50 },
                { value: v2!, target: 50 },
              ],
            },
          ],
        },
      },
      { token },
    );
    expect(variables.body.code).toBe('00000');
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: variables.body.data.id }, { token });
    const weighted = await stat(reportId, { weighted: true });
    expect(weighted.weighted).toBe(true);
    // Q3: two answers in its first option (weight 1.5 each), four in its second (0.75 each).
    expect(weighted.base.weightedAnswers).toBeCloseTo(6, 9);
    expect(weighted.rows.find((r) => r.label === 'Too expensive')!.weighted).toBeCloseTo(1.5 + 1.5 + 0.75, 9);
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: null }, { token });

    // The codes as a cross-table variable: nets and leaves, approved hits only, by Q1.
    const listed = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const coding = listed.find((v) => v.id === `coding:${reportId}`)!;
    expect(coding).toMatchObject({ group: 'coding', kind: 'multi' });
    expect(coding.categories.map((c) => c.label)).toEqual([
      'Price',
      'Too expensive',
      'Good value',
      'Service',
    ]);
    const cross = await t.api(
      reportCrossApi.compute,
      {
        surveyCode: p.code,
        filterId: 0,
        definition: { stubs: [{ id: `coding:${reportId}` }], banner: [{ id: `n${p.q[0]}` }] },
      },
      { token },
    );
    expect(cross.body.code).toBe('00000');
    const [block] = cross.body.data.blocks;
    // Named once: a coding variable's code is its report's name.
    const { name } = (await t.api(codingApi.report, { id: reportId, surveyCode: p.code }, { token })).body
      .data;
    expect(block!.label).toBe(name);
    // Total column, then Q1's options: the first four answers chose its first option.
    expect(block!.rows.map((r) => r.cells.slice(0, 3).map((c) => c.count))).toEqual([
      [4, 4, 0],
      [3, 3, 0],
      [2, 2, 0],
      [1, 0, 1],
    ]);
    expect(block!.bases[0]!.unweightedBase).toBe(5);
  });
});

describe('hits by hand', () => {
  it('approves and withdraws, recodes to another leaf, deletes one and rejects the pending suggestions', async () => {
    const reportId = await newReport();
    const nets = (await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token })).body
      .data;
    await runTask('hit', reportId, { minConfidence: 0.3 });
    const pending = async () =>
      (await t.api(codingApi.hits, { ...ref(reportId), state: 'pending', pageSize: 50 }, { token })).body.data
        .records;
    const suggested = await pending();
    const byText = (text: string) => suggested.find((h) => h.text === text)!;
    const [first, second, third] = [
      byText('cheap and good value'),
      byText('too expensive for me'),
      byText('great value for money, cheap'),
    ];
    const check = await t.api(codingApi.checkHits, { ...ref(reportId), hitIds: [first!.id] }, { token });
    expect(check.body.data.changed).toBe(1);
    const withdraw = await t.api(
      codingApi.checkHits,
      { ...ref(reportId), hitIds: [first!.id], checked: false },
      { token },
    );
    expect(withdraw.body.data.changed).toBe(1);
    const service = byLabel(nets, 'Service').id;
    const recoded = await t.api(
      codingApi.recode,
      { ...ref(reportId), hitIds: [second!.id], netId: service },
      { token },
    );
    expect(recoded.body.data.changed).toBe(1);
    const moved = (
      await t.api(codingApi.hits, { ...ref(reportId), netId: service, source: 'manual' }, { token })
    ).body.data.records;
    expect(moved.map((h) => [h.id, h.checked, h.confidence])).toEqual([[second!.id, true, null]]);
    expect(
      (
        await t.api(
          codingApi.recode,
          { ...ref(reportId), hitIds: [third!.id], netId: byLabel(nets, 'Price').id },
          { token },
        )
      ).body.code,
    ).toBe('A0400');
    expect((await t.api(codingApi.removeHit, { ...ref(reportId), id: third!.id }, { token })).body.code).toBe(
      '00000',
    );
    expect((await t.api(codingApi.removeHit, { ...ref(reportId), id: third!.id }, { token })).body.code).toBe(
      'A0404',
    );
    const left = (await pending()).length;
    expect(left).toBe(3);
    const rejected = await t.api(codingApi.removeHits, { ...ref(reportId), pendingAi: true }, { token });
    expect(rejected.body.data.changed).toBe(left);
    expect(await pending()).toEqual([]);
    const s = await stat(reportId);
    expect(s.base.coded).toBe(1);
    expect(countOf(s, 'Service')).toBe(1);
  });
});

describe('tasks', () => {
  it('refuses a second task while one is queued or running (A0332) and tells how many are ahead', async () => {
    const reportId = await newReport();
    await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token });
    const [blocking] = await t.database.db
      .insert(codingTasks)
      .values({ reportId, surveyId: p.surveyId, type: 2, status: 1, engine: 'offline' })
      .returning();
    const refused = await t.api(codingApi.hitTask, ref(reportId), { token });
    expect(refused.body.code).toBe('A0332');
    const valid = await t.api(codingApi.valid, { ...ref(reportId), taskType: 2 }, { token });
    expect(valid.body.data).toMatchObject({
      ready: false,
      engine: 'offline',
      answerCount: TEXTS.length,
      cost: null,
    });
    const ahead = await t.database.db
      .insert(codingTasks)
      .values({ reportId, surveyId: p.surveyId, type: 1, status: 0, engine: 'offline' })
      .returning();
    const polled = await t.api(codingApi.taskProgress, { id: ahead[0]!.id, surveyCode: p.code }, { token });
    expect(polled.body.data).toMatchObject({ taskStatus: 0, taskNum: 1 });
    // A restart fails what was running with the reason and runs what was queued.
    await codingQueueFor(t.deps).start();
    await codingQueueFor(t.deps).idle();
    const failed = await t.api(codingApi.taskProgress, { id: blocking!.id, surveyCode: p.code }, { token });
    expect(failed.body.data).toMatchObject({ taskStatus: 2, error: expect.stringContaining('restarted') });
    const ran = await t.api(codingApi.taskProgress, { id: ahead[0]!.id, surveyCode: p.code }, { token });
    expect(ran.body.data).toMatchObject({ taskStatus: 3, taskNum: 0 });
    const stranger404 = await t.api(
      codingApi.taskProgress,
      { id: ahead[0]!.id, surveyCode: p.code },
      { token: stranger },
    );
    expect(stranger404.body.code).toBe('A4000');
    expect((await t.api(codingApi.valid, { ...ref(reportId), taskType: 2 }, { token })).body.data.ready).toBe(
      true,
    );
  });

  it('fails a task with the reason when its engine cannot run (taskStatus 2), and the next one runs', async () => {
    const reportId = await newReport();
    await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token });
    const saved = t.deps.coder;
    t.deps.coder = {
      engine: 'llm',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'test',
      timeoutMs: 1000,
      maxRetries: 1,
      requestsPerMinute: 60,
      batchSize: 10,
      priceInput: null,
      priceOutput: null,
      currency: 'USD',
    };
    try {
      const failed = await runTask('hit', reportId);
      // Nothing listens on port 9: the request fails, is retried once, and the task fails with why.
      expect(failed).toMatchObject({
        taskStatus: 2,
        engine: 'llm',
        error: expect.stringMatching(/LLM|connect|fetch/i),
      });
    } finally {
      t.deps.coder = saved;
    }
    const retried = await runTask('hit', reportId);
    expect(retried).toMatchObject({ taskStatus: 3, engine: 'offline' });
  });

  it('fails a task whose end could not be written while the database was away, once a poll finds it back', async () => {
    const reportId = await newReport();
    await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token });
    // The database refuses every write that ends a task (as during an outage) until `away` clears.
    let away = true;
    const db = t.deps.db as unknown as { update: (table: unknown) => { set: (v: object) => unknown } };
    const update = db.update;
    db.update = (table) => {
      const builder = update.call(db, table);
      const set = builder.set.bind(builder);
      builder.set = (values: object) => {
        const status = (values as { status?: number }).status;
        if (away && (status === 2 || status === 3)) throw new Error('Connection terminated unexpectedly');
        return set(values);
      };
      return builder;
    };
    try {
      const queued = await t.api(codingApi.hitTask, ref(reportId), { token });
      await codingQueueFor(t.deps).idle();
      const poll = () =>
        t.api(codingApi.taskProgress, { id: queued.body.data.id, surveyCode: p.code }, { token });
      expect((await poll()).body.data.taskStatus).toBe(1);
      away = false;
      // The poll restarts the queue, which fails the task it left running; the next poll says so.
      await poll();
      await codingQueueFor(t.deps).idle();
      expect((await poll()).body.data).toMatchObject({
        taskStatus: 2,
        error: expect.stringContaining('database was unavailable'),
      });
    } finally {
      db.update = update;
    }
    // Not blocked: the report runs its next task.
    expect((await runTask('hit', reportId)).taskStatus).toBe(3);
  });

  it('refuses tasks without answers to work on (A0334) and on an ended report (A0330)', async () => {
    const reportId = await newReport();
    expect((await t.api(codingApi.hitTask, ref(reportId), { token })).body.code).toBe('A0334');
    for (let i = 0; i < 4; i++)
      expect((await t.api(codingApi.statusNext, ref(reportId), { token })).body.code).toBe('00000');
    expect((await t.api(codingApi.statusNext, ref(reportId), { token })).body.code).toBe('A0330');
    expect((await t.api(codingApi.recommendTask, ref(reportId), { token })).body.code).toBe('A0330');
    expect((await t.api(codingApi.createNet, { ...ref(reportId), label: 'x' }, { token })).body.code).toBe(
      'A0330',
    );
    // Still readable when ended.
    expect((await t.api(codingApi.stat, ref(reportId), { token })).body.code).toBe('00000');
    const back = await t.api(codingApi.statusPrev, ref(reportId), { token });
    expect(back.body.data.status).toBe(3);
    expect((await t.api(codingApi.createNet, { ...ref(reportId), label: 'x' }, { token })).body.code).toBe(
      '00000',
    );
  });
});

describe('hits follow the data', () => {
  it('drops answers of deleted or invalid responses from lists and counts, and codes loop rounds by their own key', async () => {
    const reportId = await newReport();
    const nets = (await t.api(codingApi.batchNets, { ...ref(reportId), nets: PRICE_FRAME }, { token })).body
      .data;
    const service = byLabel(nets, 'Service').id;
    const keyword = await t.api(
      codingApi.hit,
      { ...ref(reportId), mode: 'keyword', netId: service, keyword: 'STAFF' },
      { token },
    );
    expect(keyword.body.data.changed).toBe(1);
    const looped = randomUUID();
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id: looped,
      version: p.version,
      status: 'complete',
      submittedAt: new Date(t.deps.now()),
      answers: {
        [p.q[0]!]: { optionId: p.o[0]![1] },
        [`${p.q[1]}@${p.o[0]![0]}`]: 'service in round one',
        [`${p.q[1]}@${p.o[0]![1]}`]: 'rude staff in round two',
      },
    });
    const found = await t.api(
      codingApi.responses,
      { ...ref(reportId), filterId: 0, filterTitle: 'round' },
      { token },
    );
    expect(found.body.data.records.map((r) => r.answerKey).sort()).toEqual(
      [`${p.q[1]}@${p.o[0]![0]}`, `${p.q[1]}@${p.o[0]![1]}`].sort(),
    );
    await t.api(
      codingApi.hit,
      {
        ...ref(reportId),
        mode: 'manual',
        netIds: [service],
        answers: found.body.data.records.map(({ responseId, answerKey }) => ({ responseId, answerKey })),
      },
      { token },
    );
    expect(countOf(await stat(reportId), 'Service')).toBe(3);
    // Marked invalid, then deleted: its answers and hits drop out, the hits stay stored.
    await t.database.db.update(responses).set({ status: 'invalid' }).where(eq(responses.id, looped));
    expect(countOf(await stat(reportId), 'Service')).toBe(1);
    await t.database.db.delete(responses).where(eq(responses.id, ids['friendly staff and quick service']!));
    const after = await stat(reportId);
    expect(countOf(after, 'Service')).toBe(0);
    expect(after.base.answers).toBe(TEXTS.length - 1);
    const stored = await t.database.db.select().from(codingHits).where(eq(codingHits.reportId, reportId));
    expect(stored).toHaveLength(3);
    const list = await t.api(codingApi.hits, ref(reportId), { token });
    expect(list.body.data.total).toBe(0);
  });
});
