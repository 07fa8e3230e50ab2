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
