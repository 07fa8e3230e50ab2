import { QuestionType } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import { describe, expect, it } from 'vitest';
import { analysisQuestionsOf } from '../analysis-source.ts';
import type { RawRow } from '../engine/raw-rows.ts';
import { SurveyDataset } from '../engine/survey-dataset.ts';
import type { WordcloudTextSettings } from '../engine/wordcloud-compute.ts';
import { ChartAggregates } from './chart-aggregates.ts';
import type { ChartItem } from './chart-items.ts';
import { buildIndex } from './chart-words.ts';

const document = aDocument()
  .question(QuestionType.SingleChoice, { code: 'S', options: ['a', 'b', 'c'] })
  .question(QuestionType.Nps, { code: 'N' })
  .question(QuestionType.OpenText, { code: 'T' })
  .build();
const [single, nps, text] = analysisQuestionsOf(document);
const DAY = 86_400_000;
let seq = 0;

function row(id: string, pick: number, score: number, words: string, day = 0): RawRow {
  seq += 1;
  const answers = {
    [single!.node.id]: { optionId: single!.options[pick]!.id },
    [nps!.node.id]: score,
    [text!.node.id]: words,
  };
  return [id, seq, 1, 'complete', 1, Date.UTC(2026, 10, 1) + day * DAY, 'link', null, null, answers];
}

const select = { filters: [null], from: null, to: null, weighted: false };
const items: ChartItem[] = [
  { kind: 'tally', select, variableId: single!.columns[0]!.key, mode: 'default' },
  { kind: 'tally', select, variableId: nps!.columns[0]!.key, mode: 'default' },
  { kind: 'tally', select, variableId: nps!.columns[0]!.key, mode: 'nps' },
  { kind: 'count', select },
  { kind: 'points', select, variableId: single!.columns[0]!.key, category: 2, interval: 'week' },
  {
    kind: 'words',
    select,
    column: text!.columns[0]!.key,
    settings: { stopWords: [], excluded: [], userWords: [] },
    phrases: 'both',
  },
];
const request = { items, lang: 'en' as const, offsetMinutes: 0 };
const noWeights = () => null;
/** The whole column's index, as the worker's word cloud cache builds it. */
const columnIndex = (texts: readonly (string | null)[], _key: string, settings: WordcloudTextSettings) =>
  buildIndex(texts, settings);

/** What counting afresh gives over the dataset as it is now. */
const fresh = (survey: SurveyDataset) =>
  new ChartAggregates().compute(1, survey, { ...request, fresh: true }, noWeights, columnIndex);

describe('chart aggregates', () => {
  it('add appended rows, equal to counting afresh; an in-place change counts everything again', () => {
    const survey = new SurveyDataset(1, document);
    survey.apply([row('a', 0, 10, 'slow delivery'), row('b', 1, 3, 'fast delivery'), row('c', 1, 8, 'slow')]);
    const cache = new ChartAggregates();
    const compute = () => cache.compute(1, survey, request, noWeights, columnIndex);
    const first = compute();
    expect(first).toEqual(fresh(survey));
    expect(first[0]).toMatchObject({ kind: 'tally', base: 3 });
    expect(cache.counts).toEqual({ held: 0, appended: 0, full: items.length });
    expect(compute()).toEqual(first);
    expect(cache.counts.held).toBe(items.length);

    survey.apply([row('d', 2, 9, 'slow slow', 8), row('e', 0, 0, 'new words', 9)]);
    const grown = compute();
    expect(cache.counts).toMatchObject({ appended: items.length, full: items.length });
    expect(grown).toEqual(fresh(survey));
    expect(grown[0]).toMatchObject({ base: 5 });
    expect(grown[0]!.kind === 'tally' && grown[0]!.categories.map((c) => c.count)).toEqual([2, 2, 1]);
    // 10, 3, 8, 9, 0: Σx 30, Σx² 254.
    expect(grown[1]).toMatchObject({ numeric: { n: 5, w: 5, wx: 30, wx2: 254 } });
    // NPS groups: detractors 3, 0; passives 8; promoters 10, 9.
    expect(grown[2]!.kind === 'tally' && grown[2]!.categories.map((c) => c.count)).toEqual([2, 1, 2]);
    expect(grown[3]).toMatchObject({ kind: 'count', rows: 5 });
    expect(grown[4]!.kind === 'points' && grown[4]!.buckets.map((b) => [b.rows, b.hits])).toEqual([
      [3, 2],
      [2, 0],
    ]);
    expect(grown[5]!.kind === 'words' && grown[5]!.words.find((w) => w.text === 'slow')).toMatchObject({
      count: 4,
      answers: 3,
    });

    // Replaced in place (a higher seq for a held id), then deleted: everything is counted again.
    survey.apply([row('b', 0, 10, 'changed')]);
    expect(compute()).toEqual(fresh(survey));
    expect(cache.counts.full).toBe(2 * items.length);
    survey.remove({ ids: ['a'], seqs: [seq + 1] });
    const removed = compute();
    expect(cache.counts.full).toBe(3 * items.length);
    expect(removed).toEqual(fresh(survey));
    expect(removed[3]).toMatchObject({ rows: 4 });
  });
});
