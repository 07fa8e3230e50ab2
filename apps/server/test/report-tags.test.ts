import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  type Endpoint,
  reportAnswersApi,
  reportCrossApi,
  reportFiltersApi,
  reportWeightingApi,
  tagsApi,
} from '@cairn/contract';
import { Operator } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTagExport } from '../src/modules/report-tags/tag-export.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { type Published, publishedSurvey, respondent, setLevel, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let p: Published;
let column: string;

/** The open answers (Q2) with the index of the Q1 option chosen beside them; zh and en text. */
const SEED: [string, number][] = [
  ['The price is too high', 0],
  ['价格太贵了', 0],
  ['物流很慢，价格还行', 0],
  ['Slow shipping, fair price', 1],
  ['Prices went up', 1], // "price" is a whole word: "Prices" is not tagged by it
  ['Friendly staff', 1],
];
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'tess', 'tess-pass-1'));
  await setLevel(t, 'tess', 1);
  p = await publishedSurvey(t, token);
  column = `n${p.q[1]!}`;
  for (const [text, q1] of SEED) {
    const id = randomUUID();
    const answers = {
      [p.q[0]!]: { optionId: p.o[0]![q1] },
      [p.q[1]!]: text,
      [p.q[2]!]: { optionId: p.o[2]![0] },
    };
    expect((await respondent(t).submit(submission(p, answers, id))).code).toBe('00000');
    ids.push(id);
  }
});
afterAll(() => t.close());

const call = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => t.api(endpoint, input, { token });
const stats = async (extra: Record<string, unknown> = {}) =>
  (await t.api(tagsApi.stats, { surveyCode: p.code, columnKey: column, ...extra }, { token })).body;
const create = async (name: string, words?: string[], match?: 'any' | 'all') =>
  (
    await t.api(
      tagsApi.create,
      { surveyCode: p.code, columnKey: column, name, ...(words ? { rule: { words, match } } : {}) },
      { token },
    )
  ).body;

let price: number;
let delivery: number;
let praise: number;

describe('tags of an open column', () => {
  it('lists the open columns with their answered rows', async () => {
    const res = await call(tagsApi.columns, { surveyCode: p.code });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.columns).toEqual([
      { key: column, nodeId: p.q[1], label: expect.stringMatching(/^Q2 [^—]+$/), answerCount: 6 },
    ]);
  });

  it('makes rule tags and a tag by hand; a duplicate name (any case) is A0201', async () => {
    const made = await create('Price', ['price', '价格']);
    expect(made.code).toBe('00000');
    expect(made.data).toMatchObject({ name: 'Price', rule: { words: ['price', '价格'], match: 'any' } });
    price = made.data.id;
    delivery = (await create('Slow delivery', ['slow', '物流'])).data.id;
    praise = (await create('Praise')).data.id;
    expect((await create('PRICE')).code).toBe('A0201');
    const list = await call(tagsApi.list, { surveyCode: p.code, columnKey: column });
    expect(list.body.data.map((tag) => tag.name)).toEqual(['Price', 'Slow delivery', 'Praise']);
  });

  it('counts each tag and the untagged answers with their share of answered rows', async () => {
    const res = await stats({ filterId: 0 });
    expect(res.code).toBe('00000');
    expect(res.data.base).toBe(6);
    expect(res.data.tags.map((tag) => [tag.name, tag.count])).toEqual([
      ['Price', 4],
      ['Slow delivery', 2],
      ['Praise', 0],
    ]);
    expect(res.data.tags[0]!.percent).toBeCloseTo((4 / 6) * 100, 9);
    // "Prices went up" (not the whole word) and "Friendly staff".
    expect(res.data.untagged).toMatchObject({ id: 0, count: 2, unweightedCount: 2 });
  });

  it('tags and untags answers by hand over the rules, and hands them back to the rule', async () => {
    const assign = (tagId: number, action: 'tag' | 'untag' | 'reset', responseIds: string[]) =>
      call(tagsApi.assign, { surveyCode: p.code, tagId, answerKey: column, responseIds, action });
    expect((await assign(praise, 'tag', [ids[5]!])).body.data).toEqual({ changed: 1 });
    // "Prices went up" is about price though the rule's whole word misses it: tagged by hand.
    await assign(price, 'tag', [ids[4]!]);
    // "物流很慢，价格还行" is not a complaint about price: the rule's tag is taken away.
    await assign(price, 'untag', [ids[2]!]);
    let res = await stats({ filterId: 0 });
    expect(res.data.tags.map((tag) => tag.count)).toEqual([4, 2, 1]);
    expect(res.data.untagged.count).toBe(0);

    const page = await call(tagsApi.answers, {
      surveyCode: p.code,
      columnKey: column,
      filterId: 0,
      tagId: price,
    });
    expect(page.body.data.total).toBe(4);
    const byId = new Map(page.body.data.records.map((r) => [r.responseId, r]));
    expect(byId.get(ids[4]!)).toMatchObject({ manualIds: [price], ranges: [] });
    expect(byId.get(ids[1]!)).toMatchObject({ text: '价格太贵了', ranges: [[0, 2]], manualIds: [] });
    expect(byId.get(ids[0]!)!.ranges).toEqual([[4, 9]]);
    const all = await call(tagsApi.answers, { surveyCode: p.code, columnKey: column, filterId: 0 });
    const mixed = all.body.data.records.find((r) => r.responseId === ids[2]);
    expect(mixed).toMatchObject({ tagIds: [delivery], removedIds: [price] });
    // Every rule's words are highlighted when no tag is asked.
    expect(mixed!.ranges).toEqual([
      [0, 2],
      [5, 7],
    ]);

    await assign(price, 'reset', [ids[2]!]);
    res = await stats({ filterId: 0 });
    expect(res.data.tags[0]!.count).toBe(5);
    await assign(price, 'untag', [ids[2]!]);
  });

  it('apply drops choices by hand the rule now agrees with and reports what each rule matches', async () => {
    // The rule grows to take "prices": the hand-made tag of "Prices went up" becomes redundant.
    const updated = await call(tagsApi.update, {
      surveyCode: p.code,
      id: price,
      name: 'Price',
      rule: { words: ['price', 'prices', '价格'], match: 'any' },
    });
    expect(updated.body.code).toBe('00000');
    const applied = await call(tagsApi.apply, { surveyCode: p.code, columnKey: column });
    expect(applied.body.data.tags).toEqual([
      { id: price, matched: 5, cleared: 1 },
      { id: delivery, matched: 2, cleared: 0 },
    ]);
    const res = await stats({ filterId: 0 });
    expect(res.data.tags[0]!.count).toBe(4);
  });

  it('counts through a filter and the active weighting scheme', async () => {
    const filter = await call(reportFiltersApi.save, {
      surveyCode: p.code,
      name: 'Q1 first',
      conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
    });
    expect(filter.body.code).toBe('00000');
    const filtered = await stats({ filterId: filter.body.data.id });
    expect(filtered.data).toMatchObject({ base: 3, filterId: filter.body.data.id });
    expect(filtered.data.tags.map((tag) => tag.count)).toEqual([2, 1, 0]);

    const variables = (await call(reportCrossApi.variables, { surveyCode: p.code })).body.data.variables;
    const values = variables.find((v) => v.id === `n${p.q[0]}`)!.categories.map((c) => c.value);
    const scheme = await call(reportWeightingApi.create, {
      surveyCode: p.code,
      name: 'Q1 even',
      definition: {
        method: 'rim',
        margins: [
          {
            variableId: `n${p.q[0]}`,
            targets: [
              { value: values[0]!, target: 25 },
              { value: values[1]!, target: 75 },
              { value: values[2]!, target: 0 },
            ],
          },
        ],
      },
    });
    expect(scheme.body.code).toBe('00000');
    await call(reportWeightingApi.activate, { surveyCode: p.code, id: scheme.body.data.id });
    const weighted = await stats({ filterId: 0, weighted: true });
    expect(weighted.data).toMatchObject({ weighted: true, schemeId: scheme.body.data.id });
    // Six complete rows: 3 of Q1's first option weigh 6·0.25/3, 3 of its second 6·0.75/3.
    const first = (6 * 0.25) / 3;
    const second = (6 * 0.75) / 3;
    expect(weighted.data.base).toBeCloseTo(3 * first + 3 * second, 9);
    // Price: two of the first option (ids 0, 1) and ids 3 and 4 of the second.
    expect(weighted.data.tags[0]!.count).toBeCloseTo(2 * first + 2 * second, 9);
    expect(weighted.data.tags[0]!.unweightedCount).toBe(4);
    await call(reportWeightingApi.activate, { surveyCode: p.code, id: null });
  });

  it('tags are a multiple-response variable of the cross tables, as banner and as stub', async () => {
    const variables = (await call(reportCrossApi.variables, { surveyCode: p.code })).body.data.variables;
    const tags = variables.find((v) => v.id === `tags:${column}`);
    expect(tags).toMatchObject({ kind: 'multi', group: 'question', code: 'Q2 标签' });
    expect(tags!.categories.map((c) => c.label)).toEqual(['Price', 'Slow delivery', 'Praise']);
    const asBanner = await call(reportCrossApi.compute, {
      surveyCode: p.code,
      filterId: 0,
      definition: { stubs: [{ id: `n${p.q[0]}` }], banner: [{ id: `tags:${column}` }] },
    });
    expect(asBanner.body.code).toBe('00000');
    expect(asBanner.body.data.columns.map((c) => c.label).slice(1)).toEqual([
      'Price',
      'Slow delivery',
      'Praise',
    ]);
    // Q1's first option under Price: ids 0 and 1.
    expect(asBanner.body.data.blocks[0]!.rows[0]!.cells[1]!.count).toBe(2);
    const asStub = await call(reportCrossApi.compute, {
      surveyCode: p.code,
      filterId: 0,
      definition: { stubs: [{ id: `tags:${column}` }], banner: [{ id: `n${p.q[0]}` }] },
    });
    const block = asStub.body.data.blocks[0]!;
    expect(block).toMatchObject({ multiple: true, label: expect.stringContaining('Q2') });
    expect(block.rows.map((r) => r.cells[0]!.count)).toEqual([4, 2, 1]);
    expect(block.bases[0]!.unweightedBase).toBe(6);
    const saved = await call(reportCrossApi.create, {
      surveyCode: p.code,
      name: 'tags by Q1',
      definition: { stubs: [{ id: `tags:${column}` }], banner: [{ id: `n${p.q[0]}` }] },
    });
    expect(saved.body.code).toBe('00000');
    const weight = await call(reportWeightingApi.run, {
      surveyCode: p.code,
      definition: {
        method: 'rim',
        margins: [{ variableId: `tags:${column}`, targets: [{ value: 0, target: 100 }] }],
      },
    });
    expect(weight.body.code).toBe('A0320');
  });

  it('a deleted or invalid response stops counting', async () => {
    const before = (await stats({ filterId: 0 })).data.tags[1]!.count;
    await call(reportAnswersApi.mark, { surveyCode: p.code, ids: [ids[3]!], invalid: true });
    expect((await stats({ filterId: 0 })).data.tags[1]!.count).toBe(before - 1);
    await call(reportAnswersApi.mark, { surveyCode: p.code, ids: [ids[3]!], invalid: false });
    expect((await stats({ filterId: 0 })).data.tags[1]!.count).toBe(before);
    const praiseCount = (await stats({ filterId: 0 })).data.tags[2]!.count;
    expect(praiseCount).toBe(1);
    await call(reportAnswersApi.remove, { surveyCode: p.code, ids: [ids[5]!] });
    const after = await stats({ filterId: 0 });
    expect(after.data.tags[2]!.count).toBe(0);
    expect(after.data.base).toBe(5);
  });

  it('deletes a tag (gone from counts and the cross variable) and restores it with its choices by hand', async () => {
    const removed = await call(tagsApi.remove, { surveyCode: p.code, id: price });
    expect(removed.body.code).toBe('00000');
    expect((await stats({ filterId: 0 })).data.tags.map((tag) => tag.name)).toEqual([
      'Slow delivery',
      'Praise',
    ]);
    const variables = (await call(reportCrossApi.variables, { surveyCode: p.code })).body.data.variables;
    expect(variables.find((v) => v.id === `tags:${column}`)!.categories).toHaveLength(2);
    expect((await call(tagsApi.remove, { surveyCode: p.code, id: price })).body.code).toBe('A0404');
    const restored = await call(tagsApi.restore, { surveyCode: p.code, id: price });
    expect(restored.body.data.name).toBe('Price');
    const page = await call(tagsApi.answers, { surveyCode: p.code, columnKey: column, filterId: 0 });
    expect(page.body.data.records.find((r) => r.responseId === ids[2])!.removedIds).toEqual([price]);
  });

  it('exports the counts and the answers with their tags to xlsx', async () => {
    const res = await call(tagsApi.exportTags, { surveyCode: p.code, columnKey: column, filterId: 0 });
    expect(res.body.code).toBe('00000');
    expect(res.body.data).toMatchObject({ subType: 15, status: 'waiting' });
    await runTagExport(t.deps, res.body.data.id);
    const task = await finishedTask(t, token, res.body.data.id);
    expect(task.status).toBe('done');
    const rows = await readSheet(await downloadBytes(t, token, task.id));
    expect(rows[0]!.slice(0, 3)).toEqual(['标签', '答案数', '百分比']);
    expect(rows.slice(1, 5).map((r) => [r[0], Number(r[1])])).toEqual([
      ['Price', 4],
      ['Slow delivery', 2],
      ['Praise', 0],
      ['未标记', 0],
    ]);
    const answers = rows.slice(rows.findIndex((r) => r[0] === '答卷 ID') + 1);
    expect(answers).toHaveLength(5);
    expect(answers.find((r) => r[0] === ids[1])!.slice(2)).toEqual(['价格太贵了', 'Price']);
  });
});

describe('refusals', () => {
  it('refuses a free (level 0) account with A0403, and serves it again once upgraded', async () => {
    await setLevel(t, 'tess', 0);
    const res = await stats({ filterId: 0 });
    expect(res.code).toBe('A0403');
    expect((await call(tagsApi.columns, { surveyCode: p.code })).body.code).toBe('A0403');
    await setLevel(t, 'tess', 1);
    expect((await stats({ filterId: 0 })).code).toBe('00000');
  });

  it('A0404 for a column or tag the survey lacks; A0400 for bad input', async () => {
    expect((await stats({ columnKey: 'n999999' })).code).toBe('A0404');
    expect((await create('x', ['a'])).code).toBe('00000');
    const other = (await create('Long', ['a'])).data.id;
    expect(
      (
        await call(tagsApi.assign, {
          surveyCode: p.code,
          tagId: other,
          answerKey: 'n1',
          responseIds: [ids[0]!],
          action: 'tag',
        })
      ).body.code,
    ).toBe('A0404');
    expect(
      (
        await call(tagsApi.assign, {
          surveyCode: p.code,
          tagId: other,
          answerKey: column,
          responseIds: [randomUUID()],
          action: 'tag',
        })
      ).body.code,
    ).toBe('A0404');
    expect((await call(tagsApi.update, { surveyCode: p.code, id: 999999, name: 'x' })).body.code).toBe(
      'A0404',
    );
    expect((await create('x'.repeat(31))).code).toBe('A0400');
    expect((await create('a;b')).code).toBe('A0400');
    expect((await create('Empty rule', [])).code).toBe('A0400');
    expect(
      (
        await t.api(
          tagsApi.create,
          { surveyCode: p.code, columnKey: column, name: 'c', color: 'red' },
          { token },
        )
      ).body.code,
    ).toBe('A0400');
    expect(
      (await t.api(tagsApi.create, { surveyCode: p.code, columnKey: 'n999999', name: 'c' }, { token })).body
        .code,
    ).toBe('A0404');
  });
});
