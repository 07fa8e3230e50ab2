import type { FrequencyInput } from './common.ts';

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

const sumOf = (values: Float64Array, mask: Uint8Array | null, weights: Float64Array | null) => {
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isNaN(value) || (mask !== null && mask[i] === 0)) continue;
    sum += weights === null ? value : value * weights[i]!;
  }
  return sum;
};

/** Best/worst counts and scores of a max-diff question, summed over respondents (weighted when weighted). */
export function maxDiffResult(
  items: readonly MaxDiffColumns[],
  { mask = null, weights = null }: FrequencyInput = {},
): MaxDiffItem[] {
  return items.map((item) => {
    const best = sumOf(item.best, mask, weights);
    const worst = sumOf(item.worst, mask, weights);
    const shown = item.shown ? sumOf(item.shown, mask, weights) : null;
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
