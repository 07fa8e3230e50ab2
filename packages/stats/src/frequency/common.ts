import type { RowMask } from '../filter/types.ts';
import { keptOnes } from './flag-words.ts';

/**
 * Shared by every frequency: `mask` null keeps every row; `weights` null counts each row as 1.
 * With weights, counts are sums of weights (SPSS's WEIGHT BY: weights act as case counts) and
 * every percent, mean and deviation follows from those sums; `unweightedBase` stays the number
 * of rows.
 */
export interface FrequencyInput {
  mask?: RowMask | null;
  /**
   * The rows the mask keeps, ascending (`rowsOf(mask)`). When given, passes visit these instead
   * of testing the mask on every row: a caller reporting many columns over one mask (the data
   * board) turns it into rows once, and no pass pays a mispredicted branch per dropped row.
   */
  rows?: Int32Array | null;
  weights?: Float64Array | null;
}

/** Percent (0–100, unrounded) of a base; null when the base is empty, since 0 % of nobody says nothing. */
export function percentOf(part: number, base: number): number | null {
  return base > 0 ? (part / base) * 100 : null;
}

/** The rows a mask keeps, ascending. */
export function rowsOf(mask: RowMask): Int32Array {
  const count = keptOnes(mask);
  // One slot more than kept: every row is written at the cursor, which only a kept row moves.
  const rows = new Int32Array(count + 1);
  let k = 0;
  for (let i = 0; i < mask.length; i++) {
    rows[k] = i;
    k += +(mask[i] !== 0);
  }
  return rows.subarray(0, count);
}

/** Below this share of the rows, visiting the kept rows beats reading every row's mask byte. */
const SPARSE = 1 / 3;

/**
 * Whether a pass that can read either reads the mask (every row's byte, four a word) rather than
 * the kept rows: when it has the mask, unless the rows are given and few.
 */
export function readsMask(input: FrequencyInput, length: number): boolean {
  const { mask = null, rows = null } = input;
  if (mask === null) return false;
  return rows === null || rows.length >= length * SPARSE;
}

/**
 * The rows a mask keeps when they are few enough that passes should visit them (see `readsMask`),
 * else null: every pass reads the mask, and no list of rows is made. `kept`: the mask's count.
 */
export function sparseRows(mask: RowMask, kept: number = keptOnes(mask)): Int32Array | null {
  return kept < mask.length * SPARSE ? rowsOf(mask) : null;
}

/** The rows a pass visits: `rows`, else the mask's, else null for every row. */
export function selectedRows({ mask = null, rows = null }: FrequencyInput): Int32Array | null {
  return rows ?? (mask === null ? null : rowsOf(mask));
}

/**
 * The weights a pass over `rows` (every row when null) applies: null when each of those rows
 * weighs exactly 1. Weighting by ones changes no figure (sums of ones are exact in any order),
 * and the unweighted passes are the faster ones. A caller reporting many columns over one
 * selection works this out once.
 */
export function selectionWeights(weights: Float64Array, rows: Int32Array | null): Float64Array | null {
  const count = rows === null ? weights.length : rows.length;
  for (let k = 0; k < count; k++) if (weights[rows === null ? k : rows[k]!] !== 1) return weights;
  return null;
}
