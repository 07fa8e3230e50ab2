import type { CodedValues } from '../dataset/value-codes.ts';
import { codedHistogram } from './coded-histogram.ts';
import { codedRespondents } from './coded-respondents.ts';
import type { FrequencyInput } from './common.ts';
import { percentOf, selectedRows } from './common.ts';
import { type ValueHistogram, valueHistogram } from './value-histogram.ts';

export interface RankColumn {
  key: string;
  label?: string;
  /** The place given to the item (1 = first), NaN when not ranked. */
  values: Float64Array;
  /** The same places as one-byte codes (dataset/value-codes.ts), when the column keeps them. */
  coded?: CodedValues;
}

export interface RankItem {
  key: string;
  label: string | null;
  /** Mean place over the respondents who ranked this item (lower is better); null when nobody did. */
  meanRank: number | null;
  /** Respondents who ranked it (weighted when weighted). */
  ranked: number;
  /** Respondents who put it first. */
  first: number;
  /** Of the base (everyone who ranked anything): the share who put this item first. */
  firstShare: number | null;
}

export interface RankResult {
  /** Respondents who ranked at least one item. */
  base: number;
  unweightedBase: number;
  items: RankItem[];
}

/**
 * One pass per item over the selected rows (common.ts), which also marks the rows that ranked
 * anything, then one pass for the base: half the passes of marking first and counting after.
 */
export function rankResult(
  columns: readonly RankColumn[],
  length: number,
  input: FrequencyInput = {},
): RankResult {
  const coded = codedRanks(columns, length, input);
  if (coded) return coded;
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  const keyed = keyedRanks(columns, length, rows, weights);
  if (keyed) return keyed;
  const count = rows === null ? length : rows.length;
  const answered = new Uint8Array(length);
  const tallies = columns.map(({ values }) => {
    let ranked = 0;
    let sum = 0;
    let first = 0;
    for (let k = 0; k < count; k++) {
      const i = rows === null ? k : rows[k]!;
      const place = values[i]!;
      if (Number.isNaN(place)) continue;
      answered[i] = 1;
      const weight = weights === null ? 1 : weights[i]!;
      ranked += weight;
      sum += weight * place;
      // Without a branch: which rows put the item first is unpredictable.
      first += weight * +(place === 1);
    }
    return { ranked, sum, first };
  });
  let base = 0;
  let respondents = 0;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    if (answered[i] === 0) continue;
    respondents++;
    base += weights === null ? 1 : weights[i]!;
  }
  return rankItems(columns, tallies, base, respondents);
}

interface Tally {
  ranked: number;
  sum: number;
  first: number;
}

function rankItems(
  columns: readonly RankColumn[],
  tallies: readonly Tally[],
  base: number,
  respondents: number,
): RankResult {
  const items = columns.map(({ key, label }, j) => {
    const { ranked, sum, first } = tallies[j]!;
    return {
      key,
      label: label ?? null,
      meanRank: ranked > 0 ? sum / ranked : null,
      ranked,
      first,
      firstShare: percentOf(first, base),
    };
  });
  return { base, unweightedBase: respondents, items };
}

/** An item's tally from the histogram of its places. */
function tallyOf(histogram: ValueHistogram): Tally {
  const tally = { ranked: 0, sum: 0, first: 0 };
  for (let j = 0; j < histogram.values.length; j++) {
    const count = histogram.counts[j]!;
    tally.ranked += count;
    tally.sum += count * histogram.values[j]!;
    if (histogram.values[j] === 1) tally.first = count;
  }
  return tally;
}

/**
 * `keyedRanks` from the columns' one-byte codes: the same histograms (coded-histogram.ts), and
 * the respondents from the codes four rows a step (coded-respondents.ts). Null when a column has
 * no codes or a place no histogram key holds (then `keyedRanks` would not have counted it either).
 */
function codedRanks(
  columns: readonly RankColumn[],
  length: number,
  input: FrequencyInput,
): RankResult | null {
  const coded: CodedValues[] = [];
  const tallies: Tally[] = [];
  for (const column of columns) {
    if (!column.coded) return null;
    const histogram = codedHistogram(column.coded, input);
    if (!histogram.keyed) return null;
    coded.push(column.coded);
    tallies.push(tallyOf(histogram));
  }
  const { respondents, base } = codedRespondents(coded, length, input);
  return rankItems(columns, tallies, base, respondents);
}

/**
 * Places are small integers: each item's tally comes from its value histogram (no branch on
 * unranked cells), and the respondents from one pass that reads whether any item's cell is a
 * number from the high words, without a branch either. Null when a place does not fit a
 * histogram key (value-histogram.ts).
 */
function keyedRanks(
  columns: readonly RankColumn[],
  length: number,
  rows: Int32Array | null,
  weights: Float64Array | null,
): RankResult | null {
  const tallies: Tally[] = [];
  for (const { values } of columns) {
    const histogram = valueHistogram(values, rows, weights);
    if (!histogram) return null;
    tallies.push(tallyOf(histogram));
  }
  // Every cell fits a key, so its low word is 0 and it is NaN exactly when the high word without
  // the sign is above the infinities'.
  const highs = columns.map(
    ({ values }) => new Int32Array(values.buffer, values.byteOffset, values.length * 2),
  );
  const count = rows === null ? length : rows.length;
  let base = 0;
  let respondents = 0;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    let any = 0;
    for (let c = 0; c < highs.length; c++) any |= +((highs[c]![2 * i + 1]! & 0x7fffffff) <= 0x7ff00000);
    respondents += any;
    if (weights !== null && any !== 0) base += weights[i]!;
  }
  return rankItems(columns, tallies, weights === null ? respondents : base, respondents);
}
