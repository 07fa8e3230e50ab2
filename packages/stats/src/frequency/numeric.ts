import type { CodedValues } from '../dataset/value-codes.ts';
import { codedHistogram } from './coded-histogram.ts';
import { type FrequencyInput, selectedRows } from './common.ts';
import type { Distribution } from './distribution.ts';
import { distributionOf, medianOf } from './distribution.ts';
import { smallIntegerPass } from './small-integers.ts';
import { valueHistogram } from './value-histogram.ts';

export interface NumericSummary {
  /** Rows with a value (not weighted). */
  n: number;
  /** Sum of weights of those rows (equals n unweighted). */
  base: number;
  mean: number | null;
  median: number | null;
  /**
   * Sample standard deviation, n − 1 in the denominator as SPSS reports it. Weighted, weights
   * are frequency weights (as SPSS's WEIGHT BY): √(Σw(x − x̄)² / (Σw − 1)). null when the
   * denominator is not positive (one value, or weights summing to 1 or less).
   */
  sd: number | null;
  min: number | null;
  max: number | null;
  /** Each distinct value with its count (sum of weights when weighted), ascending. */
  distribution: { value: number; count: number }[];
}

/**
 * Summary of a number column (NaN = empty): ratings, sliders, NPS, proportions, number inputs.
 * Every figure follows from the distribution, whose counts every route sums per value in row
 * order: from the column's one-byte codes when it has them (`coded`), else its values.
 */
export function numericSummary(
  values: Float64Array,
  input: FrequencyInput = {},
  coded?: CodedValues,
): NumericSummary {
  if (coded) {
    const histogram = codedHistogram(coded, input);
    return fromDistribution(histogram.n, histogram);
  }
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  const keyed = valueHistogram(values, rows, weights);
  if (keyed) return fromDistribution(keyed.n, keyed);
  const fast = smallIntegerPass(values, rows, weights);
  if (fast) return fromDistribution(fast.n, fast.distribution);
  let n = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integers = true;
  const count = rows === null ? values.length : rows.length;
  for (let k = 0; k < count; k++) {
    const value = values[rows === null ? k : rows[k]!]!;
    if (Number.isNaN(value)) continue;
    n++;
    if (value < min) min = value;
    if (value > max) max = value;
    if (integers && (value | 0) !== value) integers = false;
  }
  return fromDistribution(
    n,
    n === 0 ? { values: [], counts: [] } : distributionOf(values, rows, weights, { min, max, integers }),
  );
}

/** Every figure follows from the distribution (distinct values with their weighted counts). */
function fromDistribution(n: number, distribution: Distribution): NumericSummary {
  const { values, counts } = distribution;
  if (values.length === 0)
    return { n, base: 0, mean: null, median: null, sd: null, min: null, max: null, distribution: [] };
  let base = 0;
  let sum = 0;
  for (let j = 0; j < values.length; j++) {
    base += counts[j]!;
    sum += counts[j]! * values[j]!;
  }
  const mean = base > 0 ? sum / base : null;
  let squares = 0;
  if (mean !== null) for (let j = 0; j < values.length; j++) squares += counts[j]! * (values[j]! - mean) ** 2;
  return {
    n,
    base,
    mean,
    median: medianOf(distribution, base),
    sd: base > 1 ? Math.sqrt(squares / (base - 1)) : null,
    min: values[0]!,
    max: values[values.length - 1]!,
    distribution: values.map((value, j) => ({ value, count: counts[j]! })),
  };
}
