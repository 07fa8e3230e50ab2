import { randomUUID } from 'node:crypto';
import { type CallInput, reportCleaningApi, reportFiltersApi } from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { optionsOf } from './support/options.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const ALL_RULES = [
  { type: 'too-fast', mode: 'seconds', seconds: 30 },
  { type: 'straight-lining', minRows: 3 },
  { type: 'duplicate-device' },
  { type: 'meaningless-text', minLength: 2, repeated: true, noWord: true },
];

let t: TestApp;
let token: string;
let other: string;
let p: Published;
let matrix: { id: number; columns: number[]; rows: number[] };
const ids: Record<string, string> = {};

/** One submission through the public respond API, a second later than the previous one. */
async function submit(
  name: string,
  opts: { text?: string; line?: boolean; durationMs?: number; device?: string; pick?: number },
) {
  t.advance(1000);
  const id = randomUUID();
  ids[name] = id;
  const answers = {
    ...answersFor(p, opts.pick ?? 0, opts.text ?? '服务很好，下次再来'),
    [matrix.id]: Object.fromEntries(
      matrix.rows.map((row, i) => [
        row,
        opts.line ? matrix.columns[0]! : matrix.columns[i % matrix.columns.length]!,
      ]),
    ),
  };
  const who = respondent(t, `203.0.113.${Object.keys(ids).length}`, opts.device);
  const res = await who.submit({ ...submission(p, answers, id), durationMs: opts.durationMs ?? 300_000 });
  expect(res.code, JSON.stringify(res)).toBe('00000');
}

/** The rules as tests write them (and sometimes wrong on purpose): the typed client's input. */
const preview = (body: unknown, as = token) =>
  t
    .api(reportCleaningApi.preview, body as CallInput<typeof reportCleaningApi.preview>, { token: as })
    .then((r) => r.body);
const apply = (body: unknown, as = token) =>
  t
    .api(reportCleaningApi.apply, body as CallInput<typeof reportCleaningApi.apply>, { token: as })
    .then((r) => r.body);
const undo = (runId: number, as = token) =>
  t.api(reportCleaningApi.undo, { surveyCode: p.code, runId }, { token: as }).then((r) => r.body);
const runs = (as = token) => t.api(reportCleaningApi.runs, { surveyCode: p.code }, { token: as });
const statusOf = async (name: string) =>
  (
    await t.database.db
      .select({ status: responses.status })
      .from(responses)
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, ids[name]!)))
  )[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cleo', 'cleo-pass-1'));
  ({ token: other } = await registerAndLogin(t, 'otto', 'otto-pass-1'));
  let matrixId = 0;
  p = await publishedSurvey(t, token, {
    beforeLaunch: async (published) => {
      matrixId = await published.s.add(QuestionType.Matrix, { afterId: published.q[2]! });
    },
  });
  const options = await optionsOf(p.s, matrixId);
  matrix = {
    id: matrixId,
    columns: options.filter((o) => o.type === 1).map((o) => o.id),
    rows: options.filter((o) => o.type === 2).map((o) => o.id),
  };
  await submit('normal', {});
  await submit('fast', { durationMs: 5_000 });
  await submit('line', { line: true });
  await submit('asdf', { text: 'asdf' });
  const device = randomUUID(); // the server keeps only a well-formed device cookie
  await submit('first', { device });
  await submit('again', { device });
  await submit('fastJunk', { durationMs: 4_000, text: '!!!!', pick: 1 });
});
afterAll(() => t.close());

describe('data cleaning preview', () => {
  it('finds each rule’s responses, with why', async () => {
    const one = async (rule: unknown) =>
      (await preview({ surveyCode: p.code, combine: 'or', rules: [rule] })).data;
    const fast = await one(ALL_RULES[0]);
    expect(fast.candidates).toBe(7);
    expect(fast.records.map((r) => r.responseId)).toEqual([ids.fast, ids.fastJunk]);
    expect(fast.records[0]!.reasons).toEqual([{ type: 'too-fast', durationMs: 5_000, thresholdMs: 30_000 }]);
    expect(fast.medianMs).toBe(300_000);
    const byShare = await one({ type: 'too-fast', mode: 'median-share', share: 0.5 });
    expect(byShare.matched).toBe(2);
    const line = await one(ALL_RULES[1]);
    expect(line.records.map((r) => r.responseId)).toEqual([ids.line]);
    expect(line.records[0]!.reasons[0]).toMatchObject({
      type: 'straight-lining',
      questions: [expect.any(String)],
    });
    expect((await one(ALL_RULES[2])).records.map((r) => r.responseId)).toEqual([ids.again]);
    const junk = await one(ALL_RULES[3]);
    expect(junk.records.map((r) => r.responseId)).toEqual([ids.asdf, ids.fastJunk]);
    expect(junk.records[0]!.reasons[0]).toMatchObject({ answers: [{ text: 'asdf' }] });
  });

  it('combines rules with or and with and', async () => {
    const or = await preview({
      surveyCode: p.code,
      combine: 'or',
      rules: ALL_RULES,
    });
    expect(or.data.matched).toBe(5);
    expect(or.data.perRule.map((r) => r.matched)).toEqual([2, 1, 1, 2]);
    const and = await preview({
      surveyCode: p.code,
      combine: 'and',
      rules: [ALL_RULES[0], ALL_RULES[3]],
    });
    expect(and.data.records.map((r) => r.responseId)).toEqual([ids.fastJunk]);
    expect(and.data.records[0]!.reasons.map((r) => r.type)).toEqual(['too-fast', 'meaningless-text']);
  });

  it('refuses bad rules with A0400 and an unknown survey with A1100', async () => {
    expect((await preview({ surveyCode: p.code, combine: 'or', rules: [] })).code).toBe('A0400');
    const zero = {
      surveyCode: p.code,
      combine: 'or',
      rules: [{ type: 'too-fast', mode: 'seconds', seconds: 0 }],
    };
    expect((await preview(zero)).code).toBe('A0400');
    expect((await preview({ surveyCode: p.code, combine: 'xor', rules: ALL_RULES })).code).toBe('A0400');
    expect((await preview({ surveyCode: 'nope1234', combine: 'or', rules: ALL_RULES })).code).toBe('A1100');
  });
});

describe('apply and undo', () => {
  it('refuses another user everywhere with A4000', async () => {
    const body = { surveyCode: p.code, combine: 'or', rules: ALL_RULES };
    expect((await preview(body, other)).code).toBe('A4000');
    expect((await apply(body, other)).code).toBe('A4000');
    expect((await undo(1, other)).code).toBe('A4000');
    expect((await runs(other)).body.code).toBe('A4000');
  });

  it('marks the matches invalid in one step, logs it, and undoes it', async () => {
    const applied = await apply({
      surveyCode: p.code,
      combine: 'or',
      rules: ALL_RULES,
    });
    expect(applied.data.affected).toBe(5);
    for (const name of ['fast', 'line', 'asdf', 'again', 'fastJunk'])
      expect(await statusOf(name)).toBe('invalid');
    for (const name of ['normal', 'first']) expect(await statusOf(name)).toBe('complete');
    const again = await preview({
      surveyCode: p.code,
      combine: 'or',
      rules: ALL_RULES,
    });
    expect(again.data).toMatchObject({ candidates: 2, matched: 0 });

    // One response restored by hand in between stays as it is; undo restores the other four.
    await t.database.db
      .update(responses)
      .set({ status: 'complete' })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, ids.asdf!)));
    const undone = await undo(applied.data.runId);
    expect(undone.data.restored).toBe(4);
    for (const name of Object.keys(ids)) expect(await statusOf(name)).toBe('complete');

    const [undoRun, applyRun] = (await runs()).body.data;
    expect(undoRun).toMatchObject({
      kind: 'undo',
      undoOf: applied.data.runId,
      affected: 4,
      userName: 'cleo',
    });
    expect(applyRun).toMatchObject({ kind: 'apply', combine: 'or', affected: 5, userName: 'cleo' });
    expect(applyRun!.rules).toHaveLength(4);
    expect(applyRun!.undoneAt).not.toBeNull();

    expect((await undo(applied.data.runId)).code).toBe('A0400');
    expect((await undo(99999)).code).toBe('A0404');
    expect((await undo(undoRun!.id)).code).toBe('A0404');
  });

  it('cleans only the responses of the active filter (issue 18/13)', async () => {
    const made = await t.api(
      reportFiltersApi.create,
      {
        surveyCode: p.code,
        name: 'Chose A',
        conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
      },
      { token },
    );
    const filterId = made.body.data.id;
    const fast = { surveyCode: p.code, combine: 'or', rules: [ALL_RULES[0]], filterId };
    const seen = await preview(fast);
    expect(seen.data).toMatchObject({ candidates: 6, matched: 1, perRule: [{ matched: 1 }] });
    expect(seen.data.records.map((r) => r.responseId)).toEqual([ids.fast]);
    const applied = await apply(fast);
    expect(applied.data.affected).toBe(1);
    expect(await statusOf('fast')).toBe('invalid');
    expect(await statusOf('fastJunk')).toBe('complete'); // too fast, but outside the filter
    await undo(applied.data.runId);
  });
});
