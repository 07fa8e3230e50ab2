import { randomUUID } from 'node:crypto';
import { type CallInput, type FilterView, reportBoardApi, reportFiltersApi } from '@cairn/contract';
import { Operator } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFilters } from '../src/db/schema/index.ts';
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

const total = async (input: Omit<CallInput<typeof reportBoardApi.boardPost>, 'surveyCode'> = {}) =>
  (await t.api(reportBoardApi.boardPost, { surveyCode: p.code, ...input }, { token })).body.data.total;
type FilterInput = Omit<CallInput<typeof reportFiltersApi.create>, 'surveyCode'>;
/** A new filter (POST /v1/filters); `body` may hold what the typed client would not send. */
const create = (body: FilterInput | Record<string, unknown>, as = token) =>
  t.api(
    reportFiltersApi.create,
    { surveyCode: p.code, ...body } as CallInput<typeof reportFiltersApi.create>,
    {
      token: as,
    },
  );
const update = (id: number, body: FilterInput, as = token) =>
  t.api(reportFiltersApi.update, { surveyCode: p.code, id, ...body }, { token: as });
const list = async (as = token) =>
  (await t.api(reportFiltersApi.list, { surveyCode: p.code }, { token: as })).body.data;
const checkedFirst = () => ({ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] });

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

  it('lists the questions a filter can use, as frequency/nodes does', async () => {
    const res = await t.api(reportFiltersApi.nodes, { surveyCode: p.code }, { token });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.map((n) => [n.nodeId, n.code, n.shape])).toEqual([
      [p.q[0], 'Q1', 'single'],
      [p.q[1], 'Q2', 'text'],
      [p.q[2], 'Q3', 'single'],
    ]);
    const board = await t.api(reportBoardApi.nodes, { surveyCode: p.code }, { token });
    expect(res.body.data).toEqual(board.body.data);
  });

  it('saves a filter over answers and applies it by id', async () => {
    const res = await create({ name: 'Chose A', conditions: [checkedFirst()] });
    expect(res.body.code).toBe('00000');
    first = res.body.data;
    expect(first).toMatchObject({ name: 'Chose A', relation: 'and', selected: false, statuses: [] });
    expect(await total({ filterId: first.id })).toBe(2);
    expect(await total()).toBe(3);
  });

  it('selects a filter for the caller: every report applies it until unselected', async () => {
    const selected = await t.api(reportFiltersApi.select, { surveyCode: p.code, id: first.id }, { token });
    expect(selected.body).toMatchObject({ code: '00000', data: { id: first.id } });
    expect(await total()).toBe(2);
    expect(await total({ filterId: 0 })).toBe(3);
    expect((await list()).map((f) => [f.id, f.selected])).toEqual([[first.id, true]]);
    const ids = await filteredResponseIds(t.deps, p.surveyId, 'selected', userId);
    expect(ids?.sort()).toEqual(
      Object.keys(picks)
        .filter((id) => picks[id] === 0)
        .sort(),
    );
    const unselected = await t.api(reportFiltersApi.unselect, { surveyCode: p.code }, { token });
    expect(unselected.body).toMatchObject({ code: '00000', data: { id: null } });
    expect(await total()).toBe(3);
    expect(await filteredResponseIds(t.deps, p.surveyId, 'selected', userId)).toBeNull();
    // Selecting none through select (id: null) still works.
    await t.api(reportFiltersApi.select, { surveyCode: p.code, id: first.id }, { token });
    await t.api(reportFiltersApi.select, { surveyCode: p.code, id: null }, { token });
    expect(await total()).toBe(3);
  });

  it('updates a filter: or-joined conditions, text includes, statuses and a time range', async () => {
    const res = await update(first.id, {
      name: 'A or tea',
      relation: 'or',
      conditions: [checkedFirst(), { nodeId: p.q[1]!, optionType: Operator.Includes, value: 'green' }],
    });
    expect(res.body.data).toMatchObject({ id: first.id, name: 'A or tea', relation: 'or' });
    expect(await total({ filterId: first.id })).toBe(3);
    await update(first.id, { name: 'partial only', statuses: ['partial'] });
    expect(await total({ filterId: first.id })).toBe(0);
    const now = t.deps.now();
    await update(first.id, { name: 'future', timeFrom: now + 3_600_000 });
    expect(await total({ filterId: first.id })).toBe(0);
    await update(first.id, { name: 'today', timeFrom: now - 3_600_000, timeTo: now + 3_600_000 });
    expect(await total({ filterId: first.id })).toBe(3);
    expect((await update(987654, { name: 'x' })).body.code).toBe('A0404');
  });

  it('removes a filter; its selection goes with it', async () => {
    const made = (await create({ name: 'temp', select: true, devices: ['tablet'] })).body.data;
    expect(made.selected).toBe(true);
    expect(await total()).toBe(0);
    const removed = await t.api(reportFiltersApi.remove, { surveyCode: p.code, id: made.id }, { token });
    expect(removed.body).toMatchObject({ code: '00000', data: null });
    expect(await total()).toBe(3);
    const again = await t.api(reportFiltersApi.remove, { surveyCode: p.code, id: made.id }, { token });
    expect(again.body.code).toBe('A0404');
  });

  it('copies a filter under “(copy)” in the caller’s language, the survey’s like the original', async () => {
    await t.api(reportFiltersApi.select, { surveyCode: p.code, id: first.id }, { token });
    const en = await t.api(
      reportFiltersApi.copy,
      { surveyCode: p.code, id: first.id },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.code).toBe('00000');
    const definitionOf = ({ id: _id, name: _name, selected: _s, updateTime: _t, ...rest }: FilterView) =>
      rest;
    const current = (await list()).find((f) => f.id === first.id)!;
    expect(en.body.data).toMatchObject({ name: 'today (copy)', selected: false });
    expect(en.body.data.id).not.toBe(first.id);
    expect(definitionOf(en.body.data)).toEqual(definitionOf(current));
    const zh = await t.api(
      reportFiltersApi.copy,
      { surveyCode: p.code, id: first.id },
      { token, headers: { 'accept-language': 'zh' } },
    );
    expect(zh.body.data.name).toBe('today（副本）');
    // Same survey and creator as the original; the caller's selection does not move.
    const rows = await t.database.db
      .select()
      .from(reportFilters)
      .where(eq(reportFilters.surveyId, p.surveyId));
    const original = rows.find((row) => row.id === first.id)!;
    for (const id of [en.body.data.id, zh.body.data.id])
      expect(rows.find((row) => row.id === id)).toMatchObject({
        surveyId: original.surveyId,
        createdBy: original.createdBy,
        definition: original.definition,
      });
    expect((await list()).filter((f) => f.selected).map((f) => f.id)).toEqual([first.id]);
    // A copy of a long name stays within a filter name's 50 characters.
    const long = (await create({ name: 'x'.repeat(50) })).body.data;
    const copy = await t.api(
      reportFiltersApi.copy,
      { surveyCode: p.code, id: long.id },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(copy.body.data.name).toBe(`${'x'.repeat(43)} (copy)`);
    expect(
      (await t.api(reportFiltersApi.copy, { surveyCode: p.code, id: 987654 }, { token })).body.code,
    ).toBe('A0404');
    await t.api(reportFiltersApi.unselect, { surveyCode: p.code }, { token });
  });

  it('still serves our earlier names filters/save and filters/remove/{id}', async () => {
    const made = await t.api(reportFiltersApi.save, { surveyCode: p.code, name: 'old name' }, { token });
    expect(made.body.code).toBe('00000');
    const renamed = await t.api(
      reportFiltersApi.save,
      { surveyCode: p.code, id: made.body.data.id, name: 'old name 2' },
      { token },
    );
    expect(renamed.body.data).toMatchObject({ id: made.body.data.id, name: 'old name 2' });
    const removed = await t.api(
      reportFiltersApi.removeOld,
      { surveyCode: p.code, id: made.body.data.id },
      { token },
    );
    expect(removed.body.code).toBe('00000');
    expect((await list()).map((f) => f.id)).not.toContain(made.body.data.id);
  });

  it('refuses another user (A4000) on every filter call, changing nothing', async () => {
    const before = await list();
    const q = { surveyCode: p.code };
    const as = { token: stranger };
    const calls = [
      t.api(reportFiltersApi.list, q, as),
      t.api(reportFiltersApi.nodes, q, as),
      create({ name: 'x' }, stranger),
      update(first.id, { name: 'x' }, stranger),
      t.api(reportFiltersApi.remove, { ...q, id: first.id }, as),
      t.api(reportFiltersApi.copy, { ...q, id: first.id }, as),
      t.api(reportFiltersApi.select, { ...q, id: first.id }, as),
      t.api(reportFiltersApi.unselect, q, as),
      t.api(reportFiltersApi.save, { ...q, name: 'x' }, as),
      t.api(reportFiltersApi.removeOld, { ...q, id: first.id }, as),
    ];
    for (const res of await Promise.all(calls)) expect(res.body.code).toBe('A4000');
    expect(await list()).toEqual(before);
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
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe('A0400');
    }
    const select = await t.api(reportFiltersApi.select, { surveyCode: p.code, id: 987654 }, { token });
    expect(select.body.code).toBe('A0404');
    const malformed = [
      t.api(reportFiltersApi.nodes, { surveyCode: 'not a code!' }, { token }),
      t.api(reportFiltersApi.update, { surveyCode: p.code, name: 'x' } as never, { token }),
      t.api(reportFiltersApi.unselect, {} as never, { token }),
      t.api(reportFiltersApi.remove, { surveyCode: p.code, id: 'abc' } as never, { token }),
      t.api(reportFiltersApi.copy, { surveyCode: p.code, id: 0 }, { token }),
    ];
    for (const res of await Promise.all(malformed)) expect(res.body.code).toBe('A0400');
  });
});
