import type { RowMask } from '../filter/types.ts';

/**
 * Shared by every frequency: `mask` null keeps every row; `weights` null counts each row as 1.
 * With weights, counts are sums of weights (SPSS's WEIGHT BY: weights act as case counts) and
 * every percent, mean and deviation follows from those sums; `unweightedBase` stays the number
 * of rows.
 */
export interface FrequencyInput {
  mask?: RowMask | null;
  weights?: Float64Array | null;
}

/** Percent (0–100, unrounded) of a base; null when the base is empty, since 0 % of nobody says nothing. */
export function percentOf(part: number, base: number): number | null {
  return base > 0 ? (part / base) * 100 : null;
}
