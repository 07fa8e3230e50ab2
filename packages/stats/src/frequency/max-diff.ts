import { type FrequencyInput, selectedRows } from './common.ts';

export interface MaxDiffColumns {
  key: string;
  label?: string;
  /** Per respondent: how often the item was picked best / worst / shown (NaN when unanswered). */
  best: Float64Array;
  worst: Float64Array;
  /** Absent when the survey's columns do not record it; the score is then null. */
  shown?: Float64Array;
}

export interface MaxDiffItem {
  key: string;
  label: string | null;
  best: number;
  worst: number;
  shown: number | null;
  /** (best − worst) / times shown, from −1 to 1; null when never shown or not recorded. */
  score: number | null;
}

const sumOf = (values: Float64Array, rows: Int32Array | null, weights: Float64Array | null) => {
  let sum = 0;
  const count = rows === null ? values.length : rows.length;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    sum += weights === null ? value : value * weights[i]!;
  }
  return sum;
};

/** Best/worst counts and scores of a max-diff question, summed over respondents (weighted when weighted). */
export function maxDiffResult(items: readonly MaxDiffColumns[], input: FrequencyInput = {}): MaxDiffItem[] {
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  return items.map((item) => {
    const best = sumOf(item.best, rows, weights);
    const worst = sumOf(item.worst, rows, weights);
    const shown = item.shown ? sumOf(item.shown, rows, weights) : null;
    return {
      key: item.key,
      label: item.label ?? null,
      best,
      worst,
      shown,
      score: shown !== null && shown > 0 ? (best - worst) / shown : null,
    };
  });
}

/**
 * The question's base: respondents with a best pick for any item (every task picks one best, so
 * everyone who answered has one), weighted and not.
 */
export function maxDiffBase(
  items: readonly MaxDiffColumns[],
  input: FrequencyInput = {},
): { base: number; unweightedBase: number } {
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  let base = 0;
  let unweightedBase = 0;
  const count = rows === null ? (items[0]?.best.length ?? 0) : rows.length;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    if (!items.some((item) => !Number.isNaN(item.best[i]!))) continue;
    unweightedBase++;
    base += weights === null ? 1 : weights[i]!;
  }
  return { base, unweightedBase };
}
