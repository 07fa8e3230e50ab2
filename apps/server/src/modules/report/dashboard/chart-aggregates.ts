import type { Lang } from '@cairn/contract';
import { HistogramMemo } from '@cairn/stats';
import type { TokenIndex } from '@cairn/text';
import { computeCross } from '../analysis/cross-compute.ts';
import type { ResolveContext } from '../analysis/resolve-variable.ts';
import { variableCatalogue } from '../analysis/variable-catalogue.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { openColumn, type WordcloudTextSettings, wordcloudCounts } from '../engine/wordcloud-compute.ts';
import type { ChartItem, ItemResult } from './chart-items.ts';
import { addPoints, pointsOf } from './chart-points.ts';
import { deltaSpan, fullSpan, type Span, selectionMask } from './chart-selection.ts';
import { addTally, spanRows, tallyOf } from './chart-tally.ts';
import { buildIndex } from './chart-words.ts';
import { WordRanking } from './word-ranking.ts';

/** Aggregates kept per survey (a few pages of charts with their benchmarks). */
const PER_SURVEY = 128;
/** Words sent back per cloud (the chart shows at most 200). */
const WORDS_SENT = 200;

/** One item's aggregate and the dataset state it covers. */
interface Entry {
  survey: SurveyDataset;
  edits: number;
  covered: number;
  weights: Float64Array | null;
  result: ItemResult;
  /** A cross table's cell histograms, to add the appended rows' cells to. */
  memo: HistogramMemo | null;
  /** A word cloud's whole ranking, to merge the appended answers' words into (made on the first refresh). */
  ranking: WordRanking | null;
}

export interface ChartsRequest {
  items: ChartItem[];
  lang: Lang;
  offsetMinutes: number;
  /** Compute every item from scratch and keep nothing (the benchmark's uncached figure). */
  fresh?: boolean;
}

/**
 * Dashboard chart aggregates per survey and item. Unlike the board cache, these are NOT dropped
 * when rows arrive: an entry remembers the dataset object, its count of in-place edits, the
 * weights it used and how many rows it covered. Rows only appended since: the new rows are
 * counted and added. Anything else (a row replaced or deleted, a rebuild, the scheme's weights
 * recomputed, which they are after any change) counts everything again.
 */
export class ChartAggregates {
  private readonly surveys = new Map<number, Map<string, Entry>>();
  /** How items were answered (tests and the benchmark read these): held, appended to, or counted anew. */
  readonly counts = { held: 0, appended: 0, full: 0 };

  clear(surveyId: number): void {
    this.surveys.delete(surveyId);
  }

  compute(
    surveyId: number,
    survey: SurveyDataset,
    request: ChartsRequest,
    weightsOf: () => Float64Array | null,
    fullIndex: (
      texts: readonly (string | null)[],
      key: string,
      settings: WordcloudTextSettings,
    ) => TokenIndex,
  ): ItemResult[] {
    const items = new Map(variableCatalogue(survey, request.lang).map((item) => [item.entry.id, item]));
    const context: ResolveContext = {
      survey,
      items,
      lang: request.lang,
      offsetMinutes: request.offsetMinutes,
    };
    let entries = this.surveys.get(surveyId);
    if (!entries) {
      entries = new Map();
      this.surveys.set(surveyId, entries);
    }
    // Items of one selection share its mask (and, counted from the same row, its delta's).
    const masks = new Map<string, Uint8Array>();
    const maskFor = (item: ChartItem, start = 0) => {
      const key = `${start} ${JSON.stringify(item.select)}`;
      let mask = masks.get(key);
      if (!mask) {
        mask = selectionMask(survey, item.select, start);
        masks.set(key, mask);
      }
      return mask;
    };
    // …and its whole span: the count and (when few) list of kept rows, made once, not per item.
    const spans = new Map<Uint8Array, Span>();
    const spanFor = (item: ChartItem) => {
      const mask = maskFor(item);
      let span = spans.get(mask);
      if (!span) {
        span = fullSpan(mask);
        spans.set(mask, span);
      }
      return span;
    };
    return request.items.map((item) => {
      const weights = item.select.weighted ? weightsOf() : null;
      const key = JSON.stringify([item, request.lang, request.offsetMinutes]);
      const held = request.fresh ? undefined : entries.get(key);
      const length = survey.length;
      const same = held && held.survey === survey && held.edits === survey.edits && held.weights === weights;
      let result: ItemResult | null = null;
      let memo: HistogramMemo | null = null;
      let ranking: WordRanking | null = null;
      if (same && held.covered === length) {
        result = held.result;
        memo = held.memo;
        ranking = held.ranking;
        this.counts.held++;
      } else if (same && held.covered < length && held.result.kind !== 'missing') {
        const span = deltaSpan(maskFor(item, held.covered), held.covered);
        if (held.result.kind === 'words') {
          const more = computeItem(context, item, span, weights, null);
          if (more?.kind === 'words') {
            ranking = held.ranking ?? new WordRanking(held.result.words);
            result = { kind: 'words', base: held.result.base + more.base, words: ranking.add(more.words) };
          } else result = { kind: 'missing', detail: 'gone' };
        } else if (item.kind !== 'cross') {
          const more = computeItem(context, item, span, weights, null);
          result = more ? addItem(held.result, more) : { kind: 'missing', detail: 'gone' };
        } else if (held.memo && !held.memo.stale && held.result.kind === 'cross') {
          memo = held.memo;
          const more = crossOf(context, item, span, weights, memo);
          // A banner category first seen in the new rows (or a mean stub): counted again below.
          if (more?.kind === 'cross' && !memo.stale)
            result = { ...more, table: { ...more.table, total: held.result.table.total + more.table.total } };
        }
        if (result) this.counts.appended++;
      }
      if (!result) {
        this.counts.full++;
        const full = (texts: readonly (string | null)[], column: string, settings: WordcloudTextSettings) =>
          request.fresh ? buildIndex(texts, settings) : fullIndex(texts, column, settings);
        memo = item.kind === 'cross' ? new HistogramMemo() : null;
        result = computeItem(context, item, spanFor(item), weights, full, memo) ?? missing(item);
      }
      if (!request.fresh) {
        entries.delete(key);
        entries.set(key, { survey, edits: survey.edits, covered: length, weights, result, memo, ranking });
        if (entries.size > PER_SURVEY) entries.delete(entries.keys().next().value!);
      }
      return result.kind === 'words' ? { ...result, words: result.words.slice(0, WORDS_SENT) } : result;
    });
  }
}

function missing(item: ChartItem): ItemResult {
  const id = 'variableId' in item ? item.variableId : 'column' in item ? item.column : '';
  return { kind: 'missing', detail: id ?? '' };
}

/** An item over a span; null when its variable is gone. `full` builds a whole column's word index. */
function computeItem(
  context: ResolveContext,
  item: ChartItem,
  span: Span,
  weights: Float64Array | null,
  full:
    | ((texts: readonly (string | null)[], column: string, settings: WordcloudTextSettings) => TokenIndex)
    | null,
  memo: HistogramMemo | null = null,
): ItemResult | null {
  switch (item.kind) {
    case 'tally':
      return tallyOf(context, item.variableId, item.mode, span, weights);
    case 'count':
      return { kind: 'count', weighted: weights !== null, rows: spanRows(span, weights) };
    case 'points':
      return pointsOf(context, item, span, weights);
    case 'cross':
      return crossOf(context, item, span, weights, memo);
    case 'words': {
      const texts = openColumn(context.survey, item.column);
      if (!texts) return null;
      // A delta segments only the appended answers; the counts of the rows before stay as they were.
      const part = span.start === 0 ? texts : texts.slice(span.start, span.end);
      const index = full ? full(texts, item.column, item.settings) : buildIndex(part, item.settings);
      const counts = wordcloudCounts(
        index,
        span.mask,
        weights ? weights.subarray(span.start, span.end) : null,
        item.settings.excluded,
        item.phrases === 'both' ? 'all' : item.phrases,
        Number.MAX_SAFE_INTEGER,
      );
      return {
        kind: 'words',
        base: counts.base,
        words: counts.words.map((w) => ({ text: w.text, count: w.count, answers: w.answers })),
      };
    }
  }
}

/**
 * A cross table over a span, its cells kept in `memo`: over every row (a fresh memo), or over
 * the appended rows only, added to the cells held (the tests and letters made from the sums).
 */
function crossOf(
  context: ResolveContext,
  item: Extract<ChartItem, { kind: 'cross' }>,
  span: Span,
  weights: Float64Array | null,
  memo: HistogramMemo | null,
): ItemResult | null {
  try {
    const table = computeCross(context.survey, context.items, {
      definition: item.definition,
      filter: null,
      weights,
      lang: context.lang,
      offsetMinutes: context.offsetMinutes,
      mask: span.mask,
      // A delta: the appended rows' views only (the mask covers those rows); every row: the
      // selection's count and list, made once for its items (not a pass over the mask per table).
      ...(span.start === 0
        ? { kept: { total: span.kept, rows: span.rows } }
        : { range: { start: span.start, end: span.end } }),
      ...(memo ? { memo } : {}),
    });
    return { kind: 'cross', weighted: weights !== null, table };
  } catch {
    return null;
  }
}

function addItem(held: ItemResult, more: ItemResult): ItemResult {
  if (held.kind === 'tally' && more.kind === 'tally') return addTally(held, more);
  if (held.kind === 'points' && more.kind === 'points') return addPoints(held, more);
  if (held.kind === 'count' && more.kind === 'count') return { ...held, rows: held.rows + more.rows };
  return more;
}
