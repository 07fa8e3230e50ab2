import type { Category } from '../dataset/types.ts';
import type { CodedValues } from '../dataset/value-codes.ts';
import { codedHistogram } from './coded-histogram.ts';
import type { FrequencyInput } from './common.ts';
import { percentOf, selectedRows } from './common.ts';
import { valueHistogram } from './value-histogram.ts';

export interface CategoryCount {
  value: number;
  /** null for a value no category names (an option removed since it was chosen). */
  label: string | null;
  /** Rows (sum of weights when weighted). */
  count: number;
  /** Of the valid base; null when the base is empty. */
  percent: number | null;
}

export interface SingleFrequency {
  /** Respondents who answered (sum of weights when weighted). */
  base: number;
  unweightedBase: number;
  /** The categories in their order, then unnamed values in ascending order. */
  categories: CategoryCount[];
}

/** Dense slots need integer codes over a modest span; other codes go through a map. */
const MAX_DENSE_SPAN = 1 << 16;

/**
 * Counts of a single-choice column (codes, NaN when unanswered) by category. The base is the rows
 * with an answer, so percents of the categories add up to 100. A column's one-byte codes
 * (`coded`, dataset/value-codes.ts) are counted by a coded histogram; else codes a value
 * histogram can hold are counted by it (value-histogram.ts); otherwise one pass over the selected
 * rows (common.ts) puts known codes in dense slots and others in a map.
 */
export function singleFrequency(
  values: Float64Array,
  categories: readonly Category[],
  input: FrequencyInput = {},
  coded?: CodedValues,
): SingleFrequency {
  let lo = 0;
  let hi = -1;
  for (const { value } of categories) {
    if (!Number.isInteger(value)) continue;
    if (hi < lo) [lo, hi] = [value, value];
    else [lo, hi] = [Math.min(lo, value), Math.max(hi, value)];
  }
  const span = hi - lo + 1 <= MAX_DENSE_SPAN ? Math.max(0, hi - lo + 1) : 0;
  const dense = new Float64Array(span);
  const extra = new Map<number, number>();
  const weights = input.weights ?? null;
  let answered = 0;
  let base = 0;
  const add = (value: number, weight: number) => {
    const slot = value - lo;
    if (slot >= 0 && slot < span && (slot | 0) === slot) dense[slot]! += weight;
    else extra.set(value, (extra.get(value) ?? 0) + weight);
  };
  // Weighted, the base of values no histogram key holds is summed row by row below, in another
  // order than by value: the coded counts serve only where the value histogram's would have, so
  // the figures stay identical.
  const fromCodes = coded ? codedHistogram(coded, input) : null;
  const useCodes = fromCodes !== null && (weights === null || fromCodes.keyed);
  const rows = useCodes ? null : selectedRows(input);
  const keyed = useCodes ? fromCodes : valueHistogram(values, rows, weights);
  if (keyed) {
    for (let j = 0; j < keyed.values.length; j++) {
      answered += keyed.rows[j]!;
      base += keyed.counts[j]!;
      add(keyed.values[j]!, keyed.counts[j]!);
    }
    return result(categories, dense, lo, span, extra, base, answered);
  }
  const count = rows === null ? values.length : rows.length;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    const weight = weights === null ? 1 : weights[i]!;
    answered++;
    base += weight;
    add(value, weight);
  }
  return result(categories, dense, lo, span, extra, base, answered);
}

function result(
  categories: readonly Category[],
  dense: Float64Array,
  lo: number,
  span: number,
  extra: Map<number, number>,
  base: number,
  rows: number,
): SingleFrequency {
  const countOf = (value: number) => {
    const slot = value - lo;
    if (slot >= 0 && slot < span && (slot | 0) === slot) return dense[slot]!;
    return extra.get(value) ?? 0;
  };
  const named = categories.map(({ value, label }) => {
    const count = countOf(value);
    return { value, label, count, percent: percentOf(count, base) };
  });
  const namedValues = new Set(categories.map((category) => category.value));
  const unnamed: CategoryCount[] = [];
  for (let slot = 0; slot < span; slot++) {
    const value = slot + lo;
    if (dense[slot]! > 0 && !namedValues.has(value))
      unnamed.push({ value, label: null, count: dense[slot]!, percent: percentOf(dense[slot]!, base) });
  }
  for (const [value, count] of extra)
    if (!namedValues.has(value)) unnamed.push({ value, label: null, count, percent: percentOf(count, base) });
  unnamed.sort((a, b) => a.value - b.value);
  return { base, unweightedBase: rows, categories: [...named, ...unnamed] };
}
