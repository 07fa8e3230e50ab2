import { randomUUID } from 'node:crypto';
import type { AnswerDetail, AnswerLogPage, AnswerNode, AnswerPage } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondentFiles, responses } from '../src/db/schema/index.ts';
import { newFileKey } from '../src/modules/files/storage.ts';
import { launch } from './support/publishing.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const R = '/api/report/v1';
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

const list = (body: Record<string, unknown>, as = token) =>
  t.call<AnswerPage>('POST', `${R}/answer`, { token: as, body: { surveyCode: p.code, ...body } });
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
    const get = await t.call<AnswerPage>('GET', `${R}/answer`, {
      token,
      query: { surveyCode: p.code, status: 'complete', pageSize: '1' },
    });
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
    const { body } = await t.call<AnswerNode[]>('POST', `${R}/answer/node/list`, {
      token,
      body: { surveyCode: p.code },
    });
    expect(body.data.map((n) => n.nodeId)).toEqual(p.q);
    expect(body.data[0]?.columns[0]?.kind).toBe('single');
  });

  it('shows every question with its answer, time on screen and the response metadata', async () => {
    const { body } = await t.call<AnswerDetail>('GET', `${R}/answer/${ids[1]}`, {
      token,
      query: { surveyCode: p.code },
    });
    expect(body.data).toMatchObject({ id: ids[1], source: 'wechat', durationMs: 60_001, ip: '198.51.100.2' });
    expect(body.data.params).toEqual({});
    const [q1, q2] = body.data.questions;
    expect(q1).toMatchObject({ nodeId: p.q[0], lines: [{ label: '', value: '选项-2' }], timeMs: 1500 });
    expect(q2).toMatchObject({ lines: [{ value: 'text 1' }], timeMs: 2500 });
    const missing = await t.call('GET', `${R}/answer/${randomUUID()}`, {
      token,
      query: { surveyCode: p.code },
    });
    expect(missing.body.code).toBe('A0404');
    const badId = await t.call('GET', `${R}/answer/not-a-uuid`, { token, query: { surveyCode: p.code } });
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
    const { body } = await t.call<AnswerDetail>('GET', `${R}/answer/${id}`, {
      token,
      query: { surveyCode: p.code },
    });
    expect(body.data.questions[1]!.lines).toEqual([
      { label: '选项-1', value: 'first round' },
      { label: '选项-3', value: 'third round' },
    ]);
    await t.database.db.delete(responses).where(eq(responses.id, id));
  });
});

describe('marking invalid and valid again', () => {
  const mark = (body: Record<string, unknown>) =>
    t.call<{ changed: number }>('POST', `${R}/answer/invalid`, {
      token,
      body: { surveyCode: p.code, ...body },
    });

  it('moves complete → invalid → complete, logs each change, and skips those already there', async () => {
    expect((await mark({ ids: [ids[0]], invalid: true, reason: 'speeder' })).body.data.changed).toBe(1);
    expect(await statusOf(ids[0]!)).toBe('invalid');
    expect((await mark({ ids: [ids[0], ids[1]], invalid: true })).body.data.changed).toBe(1);
    expect((await mark({ ids: [ids[0]], invalid: false })).body.data.changed).toBe(1);
    expect(await statusOf(ids[0]!)).toBe('complete');
    const log = await t.call<AnswerLogPage>('GET', `${R}/answer/log`, {
      token,
      query: { surveyCode: p.code, responseId: ids[0]! },
    });
    expect(
      log.body.data.records.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason, e.userName]),
    ).toEqual([
      ['valid', 'invalid', 'complete', '', 'rita'],
      ['invalid', 'complete', 'invalid', 'speeder', 'rita'],
    ]);
    const all = await t.call<AnswerLogPage>('GET', `${R}/answer/log`, {
      token,
      query: { surveyCode: p.code },
    });
    expect(all.body.data.total).toBe(3);
  });

  it('refuses a partial or screened-out response (A4010) and an unknown id (A0404), changing nothing', async () => {
    const screened = randomUUID();
    await t.database.db
      .insert(responses)
      .values({ surveyId: p.surveyId, id: screened, version: p.version, status: 'screened_out' });
    for (const bad of [ids[3], screened]) {
      const { body } = await mark({ ids: [ids[2], bad], invalid: true });
      expect(body.code).toBe('A4010');
      expect(body.message).toContain(bad);
    }
    expect((await mark({ ids: [ids[2], randomUUID()], invalid: true })).body.code).toBe('A0404');
    expect(await statusOf(ids[2]!)).toBe('complete');
    expect((await mark({ ids: [ids[2], ids[2]], invalid: true })).body.code).toBe('A0400');
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
    const { body } = await t.call<{ removed: number }>('POST', `${R}/answer/remove`, {
      token,
      body: { surveyCode: p.code, ids: [ids[1]], reason: 'test data' },
    });
    expect(body.data.removed).toBe(1);
    expect(await statusOf(ids[1]!)).toBeUndefined();
    expect(await t.deps.storage.get(key)).toBeNull();
    const files = await t.database.db
      .select()
      .from(respondentFiles)
      .where(and(eq(respondentFiles.surveyId, p.surveyId), eq(respondentFiles.storageKey, key)));
    expect(files).toEqual([]);
    const log = await t.call<AnswerLogPage>('GET', `${R}/answer/log`, {
      token,
      query: { surveyCode: p.code, responseId: ids[1]! },
    });
    expect(log.body.data.records[0]).toMatchObject({
      action: 'delete',
      fromStatus: 'invalid',
      toStatus: null,
    });
    const again = await t.call('POST', `${R}/answer/remove`, {
      token,
      body: { surveyCode: p.code, ids: [ids[1]] },
    });
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
    const columns = await t.call<AnswerNode[]>('POST', `${R}/answer/node/list`, {
      token,
      body: { surveyCode: q.code },
    });
    expect(columns.body.data.map((n) => n.nodeId)).toEqual([...q.q, added]);
    const page = await t.call<AnswerPage>('POST', `${R}/answer`, { token, body: { surveyCode: q.code } });
    const byId = new Map(page.body.data.records.map((r) => [r.id, r]));
    expect(byId.get(fresh.responseId)?.values[added]).toBe('new question');
    expect(byId.get(old.responseId)?.values[added]).toBeUndefined();
    const detail = await t.call<AnswerDetail>('GET', `${R}/answer/${old.responseId}`, {
      token,
      query: { surveyCode: q.code },
    });
    expect(detail.body.data.questions.map((x) => x.nodeId)).toEqual(q.q);
  });
});

describe('OpenAPI', () => {
  it('declares every response data route with its schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      'answer',
      'answer/node/list',
      'answer/invalid',
      'answer/remove',
      'answer/log',
      'answer/{id}',
    ])
      expect(doc.paths, path).toHaveProperty([`${R}/${path}`]);
    expect(Object.keys(doc.paths[`${R}/answer`]!)).toEqual(expect.arrayContaining(['get', 'post']));
  });
});

describe('access', () => {
  it('refuses another user on every route (A4000) and an unknown survey (A1100), changing nothing', async () => {
    const calls: ['GET' | 'POST', string, Record<string, unknown>][] = [
      ['POST', `${R}/answer`, { body: { surveyCode: p.code } }],
      ['GET', `${R}/answer`, { query: { surveyCode: p.code } }],
      ['POST', `${R}/answer/node/list`, { body: { surveyCode: p.code } }],
      ['GET', `${R}/answer/${ids[0]}`, { query: { surveyCode: p.code } }],
      ['GET', `${R}/answer/log`, { query: { surveyCode: p.code } }],
      ['POST', `${R}/answer/invalid`, { body: { surveyCode: p.code, ids: [ids[0]], invalid: true } }],
      ['POST', `${R}/answer/remove`, { body: { surveyCode: p.code, ids: [ids[0]] } }],
    ];
    for (const [method, url, options] of calls) {
      const { status, body } = await t.call(method, url, { token: other, ...options });
      expect([status, body.code], `${method} ${url}`).toEqual([200, 'A4000']);
    }
    expect(await statusOf(ids[0]!)).toBe('complete');
    const unknown = await t.call('POST', `${R}/answer`, { token, body: { surveyCode: 'nosuchcode' } });
    expect(unknown.body.code).toBe('A1100');
  });
});
