import { randomUUID } from 'node:crypto';
import type { FilterView, FrequencyBoard } from '@cairn/contract';
import { Operator } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filteredResponseIds } from '../src/modules/report/filters/filtered-response-ids.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
let userId: number;
const picks: Record<string, number> = {};

const total = async (body: Record<string, unknown> = {}) =>
  (
    await t.call<FrequencyBoard>('POST', '/api/report/v1/frequency', {
      token,
      body: { surveyCode: p.code, ...body },
    })
  ).body.data.total;
const save = (body: Record<string, unknown>, as = token) =>
  t.call<FilterView>('POST', '/api/report/v1/filters/save', {
    token: as,
    body: { surveyCode: p.code, ...body },
  });
const checkedFirst = () => ({ nodeId: p.q[0], optionType: Operator.Checked, optionIds: [p.o[0]![0]] });

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'fay', 'fay-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'gus', 'gus-pass-1'));
  userId = (await findUserByName(t.database.db, 'fay'))!.id;
  p = await publishedSurvey(t, token);
  for (const [pick, text] of [
    [0, 'tea'],
    [0, 'coffee'],
    [1, 'green tea'],
  ] as const) {
    const id = randomUUID();
    expect((await respondent(t).submit(submission(p, answersFor(p, pick, text), id))).code).toBe('00000');
    picks[id] = pick;
  }
});
afterAll(() => t.close());

describe('saved filters', () => {
  let first: FilterView;

  it('saves a filter over answers and applies it by id', async () => {
    const res = await save({ name: 'Chose A', conditions: [checkedFirst()] });
    expect(res.body.code).toBe('00000');
    first = res.body.data;
    expect(first).toMatchObject({ name: 'Chose A', relation: 'and', selected: false, statuses: [] });
    expect(await total({ filterId: first.id })).toBe(2);
    expect(await total()).toBe(3);
  });

  it('selects a filter for the caller: every report applies it until unselected', async () => {
    const selected = await t.call('POST', '/api/report/v1/filters/select', {
      token,
      body: { surveyCode: p.code, id: first.id },
    });
    expect(selected.body).toMatchObject({ code: '00000', data: { id: first.id } });
    expect(await total()).toBe(2);
    expect(await total({ filterId: 0 })).toBe(3);
    const list = await t.call<FilterView[]>('GET', '/api/report/v1/filters', {
      token,
      query: { surveyCode: p.code },
    });
    expect(list.body.data.map((f) => [f.id, f.selected])).toEqual([[first.id, true]]);
    const ids = await filteredResponseIds(t.deps, p.surveyId, 'selected', userId);
    expect(ids?.sort()).toEqual(
      Object.keys(picks)
        .filter((id) => picks[id] === 0)
        .sort(),
    );
    await t.call('POST', '/api/report/v1/filters/select', { token, body: { surveyCode: p.code, id: null } });
    expect(await total()).toBe(3);
    expect(await filteredResponseIds(t.deps, p.surveyId, 'selected', userId)).toBeNull();
  });

  it('updates a filter: or-joined conditions, text includes, statuses and a time range', async () => {
    const res = await save({
      id: first.id,
      name: 'A or tea',
      relation: 'or',
      conditions: [checkedFirst(), { nodeId: p.q[1], optionType: Operator.Includes, value: 'green' }],
    });
    expect(res.body.data).toMatchObject({ id: first.id, name: 'A or tea', relation: 'or' });
    expect(await total({ filterId: first.id })).toBe(3);
    await save({ id: first.id, name: 'partial only', statuses: ['partial'] });
    expect(await total({ filterId: first.id })).toBe(0);
    const now = t.deps.now();
    await save({ id: first.id, name: 'future', timeFrom: now + 3_600_000 });
    expect(await total({ filterId: first.id })).toBe(0);
    await save({ id: first.id, name: 'today', timeFrom: now - 3_600_000, timeTo: now + 3_600_000 });
    expect(await total({ filterId: first.id })).toBe(3);
  });

  it('removes a filter; its selection goes with it', async () => {
    const made = (await save({ name: 'temp', select: true, devices: ['tablet'] })).body.data;
    expect(made.selected).toBe(true);
    expect(await total()).toBe(0);
    const removed = await t.call('POST', `/api/report/v1/filters/remove/${made.id}`, {
      token,
      body: { surveyCode: p.code },
    });
    expect(removed.body.code).toBe('00000');
    expect(await total()).toBe(3);
    const again = await t.call('POST', `/api/report/v1/filters/remove/${made.id}`, {
      token,
      body: { surveyCode: p.code },
    });
    expect(again.body.code).toBe('A0404');
  });

  it('refuses another user (A4000) on every filter call', async () => {
    const q = { surveyCode: p.code };
    const calls = [
      t.call('GET', '/api/report/v1/filters', { token: stranger, query: q }),
      save({ name: 'x' }, stranger),
      t.call('POST', `/api/report/v1/filters/remove/${first.id}`, { token: stranger, body: q }),
      t.call('POST', '/api/report/v1/filters/select', { token: stranger, body: { ...q, id: first.id } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.code).toBe('A4000');
  });

  it('answers bad filters with A0400 naming what to fix', async () => {
    const bad = [
      { name: '' },
      { name: 'x', conditions: [{ nodeId: p.q[0], optionType: 7 }] },
      { name: 'x', conditions: [{ nodeId: p.q[0], optionType: 90 }] },
      { name: 'x', conditions: [{ nodeId: 987654, optionType: Operator.Answered }] },
      { name: 'x', statuses: ['deleted'] },
      { name: 'x', timeFrom: 10, timeTo: 5 },
      { name: 'x', relation: 'xor' },
    ];
    for (const body of bad) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe('A0400');
    }
    expect((await save({ id: 987654, name: 'x' })).body.code).toBe('A0404');
    const select = await t.call('POST', '/api/report/v1/filters/select', {
      token,
      body: { surveyCode: p.code, id: 987654 },
    });
    expect(select.body.code).toBe('A0404');
  });
});
