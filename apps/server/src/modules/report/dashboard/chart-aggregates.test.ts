import { ZCrossDefinition, ZFilterDefinition } from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import { describe, expect, it } from 'vitest';
import { variableCatalogue } from '../analysis/variable-catalogue.ts';
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
  .question(QuestionType.MultipleChoice, { code: 'M', options: ['x', 'y'] })
  .build();
const [single, nps, text, multi] = analysisQuestionsOf(document);
const DAY = 86_400_000;
let seq = 0;

function row(id: string, pick: number, score: number, words: string, day = 0): RawRow {
  seq += 1;
  const answers = {
    [single!.node.id]: { optionId: single!.options[pick]!.id },
    [nps!.node.id]: score,
    [text!.node.id]: words,
    [multi!.node.id]: multi!.options.filter((_, i) => (score + i) % 3 !== 0).map((o) => ({ optionId: o.id })),
  };
  // Odd scores from phones, even from PCs (a banner and a filter of the metadata).
  const device = score % 2 ? 'phone' : 'pc';
  return [id, seq, 1, 'complete', 1, Date.UTC(2026, 10, 1) + day * DAY, 'link', device, null, answers];
}

const select = { filters: [null], from: null, to: null, weighted: false };
/** A saved filter (S is a or b, from phones) and a page period from day 1. */
const filtered = {
  filters: [
    ZFilterDefinition.parse({
      conditions: [
        {
          nodeId: single!.node.id,
          optionType: Operator.Includes,
          optionIds: single!.options.slice(0, 2).map((o) => o.id),
        },
      ],
    }),
    ZFilterDefinition.parse({ devices: ['phone'] }),
  ],
  from: Date.UTC(2026, 10, 1) + DAY,
  to: null,
  weighted: false,
};
const idOf = (code: string) =>
  variableCatalogue(new SurveyDataset(1, document), 'en').find((item) => item.entry.code === code)!.entry.id;
const cross = ZCrossDefinition.parse({
  stubs: [{ id: idOf('S') }, { id: idOf('M') }],
  banner: [{ id: 'meta:device' }, { id: idOf('S') }],
});
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
  { kind: 'tally', select: filtered, variableId: nps!.columns[0]!.key, mode: 'default' },
  { kind: 'cross', select, definition: cross },
  { kind: 'cross', select: filtered, definition: cross },
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

    survey.apply([
      row('d', 2, 9, 'slow slow', 8),
      row('e', 0, 0, 'new words', 9),
      row('f', 1, 7, 'slow', 10),
    ]);
    const grown = compute();
    expect(cache.counts).toMatchObject({ appended: items.length, full: items.length });
    expect(grown).toEqual(fresh(survey));
    expect(grown[0]).toMatchObject({ base: 6 });
    expect(grown[0]!.kind === 'tally' && grown[0]!.categories.map((c) => c.count)).toEqual([2, 3, 1]);
    // 10, 3, 8, 9, 0, 7: Σx 37, Σx² 303.
    expect(grown[1]).toMatchObject({ numeric: { n: 6, w: 6, wx: 37, wx2: 303 } });
    // NPS groups: detractors 3, 0; passives 8, 7; promoters 10, 9.
    expect(grown[2]!.kind === 'tally' && grown[2]!.categories.map((c) => c.count)).toEqual([2, 2, 2]);
    expect(grown[3]).toMatchObject({ kind: 'count', rows: 6 });
    expect(grown[4]!.kind === 'points' && grown[4]!.buckets.map((b) => [b.rows, b.hits])).toEqual([
      [3, 2],
      [3, 1],
    ]);
    expect(grown[5]!.kind === 'words' && grown[5]!.words.find((w) => w.text === 'slow')).toMatchObject({
      count: 5,
      answers: 4,
    });
    // The filtered chart keeps f only (b or a, a phone, from day 1); the crosses count 6 and 1.
    expect(grown[6]).toMatchObject({ base: 1, numeric: { n: 1, wx: 7 } });
    expect(grown[7]).toMatchObject({ kind: 'cross', table: { total: 6 } });
    expect(grown[8]).toMatchObject({ kind: 'cross', table: { total: 1 } });

    // Replaced in place (a higher seq for a held id), then deleted: everything is counted again.
    survey.apply([row('b', 0, 10, 'changed')]);
    expect(compute()).toEqual(fresh(survey));
    expect(cache.counts.full).toBe(2 * items.length);
    survey.remove({ ids: ['a'], seqs: [seq + 1] });
    const removed = compute();
    expect(cache.counts.full).toBe(3 * items.length);
    expect(removed).toEqual(fresh(survey));
    expect(removed[3]).toMatchObject({ rows: 5 });
  });
});
