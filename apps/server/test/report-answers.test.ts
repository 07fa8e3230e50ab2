import { randomUUID } from 'node:crypto';
import { type CallInput, fullPath, reportAnswersApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondentFiles, responses } from '../src/db/schema/index.ts';
import { newFileKey } from '../src/modules/files/storage.ts';
import { launch } from './support/publishing.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let other: string;
let p: Published;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'rita', 'rita-pass-1'));
  ({ token: other } = await registerAndLogin(t, 'otto', 'otto-pass-1'));
  p = await publishedSurvey(t, token);
  // Three complete responses, a second apart, from two addresses; one partial.
  for (const [i, ip] of ['198.51.100.1', '198.51.100.2', '198.51.100.1'].entries()) {
    const body = {
      ...submission(p, answersFor(p, i, `text ${i}`)),
      source: i === 1 ? 'wechat' : '',
      durationMs: 60_000 + i,
      timings: { [p.q[0]!]: 1500, [p.q[1]!]: 2500 },
      params: { from: 'mail' },
    };
    expect((await respondent(t, ip).submit(body)).code).toBe('00000');
    ids.push(body.responseId);
    t.advance(1000);
  }
  const partial = submission(p, { [p.q[0]!]: answersFor(p)[p.q[0]!] });
  expect((await respondent(t, '198.51.100.9').save(partial)).code).toBe('00000');
  ids.push(partial.responseId);
});
afterAll(() => t.close());

type ListInput = CallInput<typeof reportAnswersApi.list>;
/** POST /v1/answer; `input` may hold what the typed client would not send. */
const list = (input: Omit<ListInput, 'surveyCode'> | Record<string, unknown>, as = token) =>
  t.api(reportAnswersApi.list, { surveyCode: p.code, ...input } as ListInput, { token: as });
const detail = (surveyCode: string, id: string) =>
  t.api(reportAnswersApi.detail, { surveyCode, id }, { token });
const log = (surveyCode: string, responseId?: string) =>
  t.api(reportAnswersApi.log, { surveyCode, ...(responseId ? { responseId } : {}) }, { token });
const statusOf = async (id: string) =>
  (await t.database.db.select().from(responses).where(eq(responses.id, id)))[0]?.status;

describe('answer list', () => {
  it('pages responses newest submission first, partial ones last, with answers as option labels', async () => {
    const { body } = await list({});
    expect(body.code).toBe('00000');
    expect(body.data.total).toBe(4);
    expect(body.data.records.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    const newest = body.data.records[0]!;
    expect(newest).toMatchObject({ status: 'complete', ip: '198.51.100.1', durationMs: 60_002 });
    expect(newest.values[p.q[0]!]).toBe('选项-3');
    expect(newest.values[p.q[1]!]).toBe('text 2');
    expect(body.data.records[3]).toMatchObject({ status: 'partial', submittedAt: null });
  });

  it('filters by status and searches id, ip and source; sorts by allowlisted keys only', async () => {
    expect((await list({ status: ['partial'] })).body.data.records.map((r) => r.id)).toEqual([ids[3]]);
    expect((await list({ search: 'wechat' })).body.data.records.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list({ search: '100.1' })).body.data.total).toBe(2);
    expect((await list({ search: ids[0]!.slice(0, 8) })).body.data.records[0]?.id).toBe(ids[0]);
    expect((await list({ search: '%' })).body.data.total).toBe(0);
    const asc = await list({ sort: 'duration', order: 'asc', pageSize: 2, page: 1 });
    expect(asc.body.data.records.map((r) => r.id)).toEqual([ids[0], ids[1]]);
    const get = await t.api(
      reportAnswersApi.listGet,
      { surveyCode: p.code, status: ['complete'], pageSize: 1 },
      { token },
    );
    expect(get.body.data).toMatchObject({ total: 3, pageSize: 1 });
  });

  it('refuses bad input with A0400 naming the field', async () => {
    for (const bad of [{ pageSize: 201 }, { sort: 'answers' }, { status: ['done'] }, { page: 0 }]) {
      const { body } = await list(bad);
      expect(body.code, JSON.stringify(bad)).toBe('A0400');
      expect(body.message).toMatch(new RegExp(Object.keys(bad)[0]!));
    }
  });
});

describe('columns and one response', () => {
  it('lists the question columns of the published version', async () => {
    const { body } = await t.api(reportAnswersApi.columns, { surveyCode: p.code }, { token });
    expect(body.data.map((n) => n.nodeId)).toEqual(p.q);
    expect(body.data[0]?.columns[0]?.kind).toBe('single');
  });

  it('shows every question with its answer, time on screen and the response metadata', async () => {
    const { body } = await detail(p.code, ids[1]!);
    expect(body.data).toMatchObject({ id: ids[1], source: 'wechat', durationMs: 60_001, ip: '198.51.100.2' });
    expect(body.data.params).toEqual({});
    const [q1, q2] = body.data.questions;
    expect(q1).toMatchObject({ nodeId: p.q[0], lines: [{ label: '', value: '选项-2' }], timeMs: 1500 });
    expect(q2).toMatchObject({ lines: [{ value: 'text 1' }], timeMs: 2500 });
    const missing = await detail(p.code, randomUUID());
    expect(missing.body.code).toBe('A0404');
    const badId = await detail(p.code, 'not-a-uuid');
    expect(badId.body.code).toBe('A0400');
  });

  it('shows a looped question once per round, each named by the option the round was about', async () => {
    const id = randomUUID();
    // As the respondent app stores a loop over Q1's options: one answer per round, "<node>@<option>".
    await t.database.db.insert(responses).values({
      surveyId: p.surveyId,
      id,
      version: p.version,
      status: 'complete',
      answers: {
        [p.q[0]!]: { optionId: p.o[0]![0] },
        [`${p.q[1]}@${p.o[0]![0]}`]: 'first round',
        [`${p.q[1]}@${p.o[0]![2]}`]: 'third round',
      },
    });
    const { body } = await detail(p.code, id);
    expect(body.data.questions[1]!.lines).toEqual([
      { label: '选项-1', value: 'first round' },
      { label: '选项-3', value: 'third round' },
    ]);
    await t.database.db.delete(responses).where(eq(responses.id, id));
  });
});

describe('marking invalid and valid again', () => {
  type MarkInput = CallInput<typeof reportAnswersApi.mark>;
  const mark = (input: Omit<MarkInput, 'surveyCode'>) =>
    t.api(reportAnswersApi.mark, { surveyCode: p.code, ...input }, { token });

  it('moves complete → invalid → complete, logs each change, and skips those already there', async () => {
    expect((await mark({ ids: [ids[0]!], invalid: true, reason: 'speeder' })).body.data.changed).toBe(1);
    expect(await statusOf(ids[0]!)).toBe('invalid');
    expect((await mark({ ids: [ids[0]!, ids[1]!], invalid: true })).body.data.changed).toBe(1);
    expect((await mark({ ids: [ids[0]!], invalid: false })).body.data.changed).toBe(1);
    expect(await statusOf(ids[0]!)).toBe('complete');
    const one = await log(p.code, ids[0]!);
    expect(
      one.body.data.records.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason, e.userName]),
    ).toEqual([
      ['valid', 'invalid', 'complete', '', 'rita'],
      ['invalid', 'complete', 'invalid', 'speeder', 'rita'],
    ]);
    const all = await log(p.code);
    expect(all.body.data.total).toBe(3);
  });

  it('refuses a partial or screened-out response (A4010) and an unknown id (A0404), changing nothing', async () => {
    const screened = randomUUID();
    await t.database.db
      .insert(responses)
      .values({ surveyId: p.surveyId, id: screened, version: p.version, status: 'screened_out' });
    for (const bad of [ids[3]!, screened]) {
      const { body } = await mark({ ids: [ids[2]!, bad], invalid: true });
      expect(body.code).toBe('A4010');
      expect(body.message).toContain(bad);
    }
    expect((await mark({ ids: [ids[2]!, randomUUID()], invalid: true })).body.code).toBe('A0404');
    expect(await statusOf(ids[2]!)).toBe('complete');
    expect((await mark({ ids: [ids[2]!, ids[2]!], invalid: true })).body.code).toBe('A0400');
    expect((await mark({ ids: [], invalid: true })).body.code).toBe('A0400');
  });
});

describe('deleting', () => {
  it('removes the responses with their files and logs the deletion', async () => {
    const key = newFileKey();
    await t.deps.storage.put(key, new Uint8Array([1, 2, 3]), { contentType: 'image/png', size: 3 });
    await t.database.db.insert(respondentFiles).values({
      storageKey: key,
      surveyId: p.surveyId,
      responseId: ids[1]!,
      nodeId: p.q[1]!,
      originalName: 'a.png',
      contentType: 'image/png',
      size: 3,
    });
    const { body } = await t.api(
      reportAnswersApi.remove,
      { surveyCode: p.code, ids: [ids[1]!], reason: 'test data' },
      { token },
    );
    expect(body.data.removed).toBe(1);
    expect(await statusOf(ids[1]!)).toBeUndefined();
    expect(await t.deps.storage.get(key)).toBeNull();
    const files = await t.database.db
      .select()
      .from(respondentFiles)
      .where(and(eq(respondentFiles.surveyId, p.surveyId), eq(respondentFiles.storageKey, key)));
    expect(files).toEqual([]);
    const logged = await log(p.code, ids[1]!);
    expect(logged.body.data.records[0]).toMatchObject({
      action: 'delete',
      fromStatus: 'invalid',
      toStatus: null,
    });
    const again = await t.api(reportAnswersApi.remove, { surveyCode: p.code, ids: [ids[1]!] }, { token });
    expect(again.body.code).toBe('A0404');
  });
});

describe('versions', () => {
  it('shows each response with the questions of the version it answered', async () => {
    const q = await publishedSurvey(t, token);
    const old = submission(q);
    expect((await respondent(t).submit(old)).code).toBe('00000');
    const added = await q.s.add(QuestionType.OpenText, { afterId: q.q[2]! });
    const relaunched = await launch(t, token, q.code);
    expect(relaunched.data.publishedVersion).toBe(2);
    const fresh = submission({ ...q, version: 2 }, { ...answersFor(q), [added]: 'new question' });
    expect((await respondent(t).submit(fresh)).code).toBe('00000');
    const columns = await t.api(reportAnswersApi.columns, { surveyCode: q.code }, { token });
    expect(columns.body.data.map((n) => n.nodeId)).toEqual([...q.q, added]);
    const page = await t.api(reportAnswersApi.list, { surveyCode: q.code }, { token });
    const byId = new Map(page.body.data.records.map((r) => [r.id, r]));
    expect(byId.get(fresh.responseId)?.values[added]).toBe('new question');
    expect(byId.get(old.responseId)?.values[added]).toBeUndefined();
    const shown = await detail(q.code, old.responseId);
    expect(shown.body.data.questions.map((x) => x.nodeId)).toEqual(q.q);
  });
});

describe('OpenAPI', () => {
  it('declares every response data route with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const endpoint of Object.values(reportAnswersApi))
      expect(doc.paths[fullPath(endpoint)], `${endpoint.method} ${endpoint.path}`).toHaveProperty([
        endpoint.method.toLowerCase(),
      ]);
  });
});

describe('access', () => {
  it('refuses another user on every route (A4000) and an unknown survey (A1100), changing nothing', async () => {
    const q = { surveyCode: p.code };
    const as = { token: other };
    const calls = [
      t.api(reportAnswersApi.list, q, as),
      t.api(reportAnswersApi.listGet, q, as),
      t.api(reportAnswersApi.columns, q, as),
      t.api(reportAnswersApi.detail, { ...q, id: ids[0]! }, as),
      t.api(reportAnswersApi.log, q, as),
      t.api(reportAnswersApi.mark, { ...q, ids: [ids[0]!], invalid: true }, as),
      t.api(reportAnswersApi.remove, { ...q, ids: [ids[0]!] }, as),
      t.api(reportAnswersApi.export, { ...q, ids: [ids[0]!] }, as),
    ];
    for (const { status, body } of await Promise.all(calls))
      expect([status, body.code]).toEqual([200, 'A4000']);
    expect(await statusOf(ids[0]!)).toBe('complete');
    const unknown = await t.api(reportAnswersApi.list, { surveyCode: 'nosuchcode' }, { token });
    expect(unknown.body.code).toBe('A1100');
  });
});
