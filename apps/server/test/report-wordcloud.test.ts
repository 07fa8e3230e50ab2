import { randomUUID } from 'node:crypto';
import {
  DOWNLOAD_SUBTYPE_WORDCLOUD,
  reportCrossApi,
  reportFiltersApi,
  reportWeightingApi,
  type Wordcloud,
  wordcloudApi,
} from '@cairn/contract';
import { Operator } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;

/** Q1's option and Q2's text of each seeded response: Q1 = first option for the Chinese answers. */
const SEED: [number, string][] = [
  [0, '物流太慢了，客服态度很好'],
  [0, '物流很快，性价比高'],
  [0, '客服态度一般'],
  [1, 'Delivery was slow, slow support!'],
  [1, 'Great customer service'],
  [1, 'slow delivery'],
];

const columnKey = () => `n${p.q[1]!}`;
const cloud = async (extra: Record<string, unknown> = {}, as = token) =>
  (
    await t.api(
      wordcloudApi.cloud,
      { surveyCode: p.code, columnKey: columnKey(), filterId: 0, ...extra },
      { token: as },
    )
  ).body;
const counts = (data: Wordcloud) => Object.fromEntries(data.words.map((w) => [w.text, w.count]));

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'wen', 'wen-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'olaf', 'olaf-pass-1'));
  p = await publishedSurvey(t, token);
  for (const [q1, text] of SEED) {
    const answers = {
      [p.q[0]!]: { optionId: p.o[0]![q1] },
      [p.q[1]!]: text,
      [p.q[2]!]: { optionId: p.o[2]![q1] },
    };
    expect((await respondent(t).submit(submission(p, answers, randomUUID()))).code).toBe('00000');
  }
});
afterAll(() => t.close());

describe('word cloud', () => {
  it('counts Chinese and English words and answers, stop words left out', async () => {
    const res = await cloud({ limit: 50 });
    expect(res.code).toBe('00000');
    const data = res.data;
    expect(data).toMatchObject({
      columnKey: columnKey(),
      weighted: false,
      filterId: null,
      base: 6,
      baseRows: 6,
    });
    const slow = data.words.find((w) => w.text === 'slow')!;
    // "slow" twice in one answer and once in another: 3 occurrences in 2 answers.
    expect(slow).toMatchObject({ kind: 'word', count: 3, answers: 2, rows: 2 });
    expect(slow.percent).toBeCloseTo(100 / 3, 10);
    expect(counts(data)).toMatchObject({ 物流: 2, 客服: 2, delivery: 2 });
    // en and zh stop words ("was", "了") are not counted.
    expect(Object.keys(counts(data))).not.toContain('was');
    expect(Object.keys(counts(data))).not.toContain('了');
    expect(data.words[0]!.text).toBe('slow');
  });

  it('counts phrases, and words and phrases together', async () => {
    const phrases = (await cloud({ kind: 'phrases' })).data.words;
    expect(phrases.every((w) => w.kind === 'phrase')).toBe(true);
    expect(phrases.map((w) => w.text)).toEqual(expect.arrayContaining(['customer service', 'slow delivery']));
    const all = (await cloud({ kind: 'all', limit: 3 })).data.words;
    expect(all).toHaveLength(3);
    expect(all[0]!.text).toBe('slow');
  });

  it('counts through a filter and the active weighting scheme', async () => {
    const filter = await t.api(
      reportFiltersApi.create,
      {
        surveyCode: p.code,
        name: 'Chinese',
        conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
      },
      { token },
    );
    expect(filter.body.code).toBe('00000');
    const filtered = (await cloud({ filterId: filter.body.data.id })).data;
    expect(filtered).toMatchObject({ filterId: filter.body.data.id, base: 3 });
    expect(counts(filtered)).toMatchObject({ 物流: 2 });
    expect(Object.keys(counts(filtered))).not.toContain('slow');

    const variables = (await t.api(reportCrossApi.variables, { surveyCode: p.code }, { token })).body.data
      .variables;
    const values = variables.find((v) => v.id === `n${p.q[2]!}`)!.categories.map((c) => c.value);
    const created = await t.api(
      reportWeightingApi.create,
      {
        surveyCode: p.code,
        name: '25/75',
        definition: {
          method: 'rim',
          margins: [
            {
              variableId: `n${p.q[2]!}`,
              targets: [
                { value: values[0]!, target: 25 },
                { value: values[1]!, target: 75 },
                { value: values[2]!, target: 0 },
              ],
            },
          ],
        },
      },
      { token },
    );
    expect(created.body.code).toBe('00000');
    // No active scheme: weighted asked, unweighted answered.
    expect((await cloud({ weighted: true })).data.weighted).toBe(false);
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: created.body.data.id }, { token });
    const weighted = (await cloud({ weighted: true, limit: 50 })).data;
    expect(weighted).toMatchObject({ weighted: true, schemeId: created.body.data.id });
    // Chinese answers weigh 0.5 each, English ones 1.5: 物流 2 × 0.5, slow 3 × 1.5.
    expect(weighted.base).toBeCloseTo(6, 9);
    expect(weighted.words.find((w) => w.text === '物流')!.count).toBeCloseTo(1, 9);
    expect(weighted.words.find((w) => w.text === 'slow')!.count).toBeCloseTo(4.5, 9);
    expect(weighted.words.find((w) => w.text === 'slow')!.rows).toBe(2);
    await t.api(reportWeightingApi.activate, { surveyCode: p.code, id: null }, { token });
  });

  it('lists the answers containing a word or phrase with the ranges to highlight', async () => {
    const res = await t.api(
      wordcloudApi.answers,
      { surveyCode: p.code, columnKey: columnKey(), word: 'Slow', filterId: 0 },
      { token },
    );
    expect(res.body.code).toBe('00000');
    const page = res.body.data;
    expect(page.total).toBe(2);
    // Newest first: "slow delivery" was submitted last.
    expect(page.records.map((r) => r.text)).toEqual(['slow delivery', 'Delivery was slow, slow support!']);
    expect(page.records[1]!.ranges).toEqual([
      [13, 17],
      [19, 23],
    ]);
    const phrase = await t.api(
      wordcloudApi.answers,
      { surveyCode: p.code, columnKey: columnKey(), word: '客服态度', filterId: 0, pageSize: 1, page: 2 },
      { token },
    );
    expect(phrase.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(phrase.body.data.records[0]!.ranges).toEqual([[6, 10]]);
  });

  it('excludes a word in one call and brings it back (undo)', async () => {
    const ex = await t.api(
      wordcloudApi.exclude,
      { surveyCode: p.code, word: ' SLOW ', excluded: true },
      { token },
    );
    expect(ex.body.data.excluded).toEqual(['slow']);
    const without = (await cloud()).data;
    expect(Object.keys(counts(without))).not.toContain('slow');
    expect(without.base).toBe(6);
    const back = await t.api(
      wordcloudApi.exclude,
      { surveyCode: p.code, word: 'slow', excluded: false },
      { token },
    );
    expect(back.body.data.excluded).toEqual([]);
    expect(counts((await cloud()).data).slow).toBe(3);
  });

  it('takes the survey’s stop words and user dictionary', async () => {
    const saved = await t.api(
      wordcloudApi.saveSettings,
      { surveyCode: p.code, stopWords: ['Delivery', '物流', '物流'], userWords: ['性价比高'] },
      { token },
    );
    expect(saved.body.data).toEqual({
      stopWords: ['delivery', '物流'],
      excluded: [],
      userWords: ['性价比高'],
    });
    expect((await t.api(wordcloudApi.settings, { surveyCode: p.code }, { token })).body.data).toEqual(
      saved.body.data,
    );
    const words = Object.keys(counts((await cloud({ limit: 100 })).data));
    expect(words).not.toContain('delivery');
    expect(words).not.toContain('物流');
    // Kept whole by the user dictionary (jieba alone cuts 性价比|高).
    expect(words).toContain('性价比高');
    await t.api(wordcloudApi.saveSettings, { surveyCode: p.code, stopWords: [], userWords: [] }, { token });
    expect(Object.keys(counts((await cloud({ limit: 100 })).data))).toContain('物流');
  });

  it('exports the ranked counts to xlsx through the download centre', async () => {
    const created = await t.api(
      wordcloudApi.exportCounts,
      { surveyCode: p.code, columnKey: columnKey(), filterId: 0, kind: 'words' },
      { token },
    );
    expect(created.body.code).toBe('00000');
    expect(created.body.data.subType).toBe(DOWNLOAD_SUBTYPE_WORDCLOUD);
    const task = await finishedTask(t, token, created.body.data.id);
    expect(task.status).toBe('done');
    const sheet = await readSheet(await downloadBytes(t, token, task.id));
    const first = sheet.findIndex((row) => row[0] === 1);
    expect(sheet[first]!.slice(0, 5)).toEqual([1, 'slow', '词', 3, 2]);
  });

  it('counts a new answer: the cached segmentation is dropped when the data changes', async () => {
    const before = counts((await cloud()).data).slow!;
    const answers = {
      [p.q[0]!]: { optionId: p.o[0]![1] },
      [p.q[1]!]: 'SLOW app',
      [p.q[2]!]: { optionId: p.o[2]![1] },
    };
    expect((await respondent(t).submit(submission(p, answers, randomUUID()))).code).toBe('00000');
    const after = (await cloud()).data;
    expect(counts(after).slow).toBe(before + 1);
    expect(after.baseRows).toBe(SEED.length + 1);
  });

  it('refuses bad input, a column that is not open, and a stranger', async () => {
    expect((await cloud({ limit: 501 })).code).toBe('A0400');
    expect((await cloud({ kind: 'letters' })).code).toBe('A0400');
    expect((await cloud({ columnKey: `n${p.q[0]!}` })).code).toBe('A0404');
    expect((await cloud({ columnKey: 'n999999' })).code).toBe('A0404');
    const blank = await t.api(
      wordcloudApi.exclude,
      { surveyCode: p.code, word: '  ', excluded: true },
      { token },
    );
    expect(blank.body.code).toBe('A0400');
    const long = await t.api(
      wordcloudApi.saveSettings,
      { surveyCode: p.code, stopWords: ['x'.repeat(41)], userWords: [] },
      { token },
    );
    expect(long.body.code).toBe('A0400');
    expect((await cloud({}, stranger)).code).toBe('A4000');
  });
});
