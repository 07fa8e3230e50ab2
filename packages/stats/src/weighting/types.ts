import type { CodedValues } from '../dataset/value-codes.ts';
import type { RowMask } from '../filter/types.ts';

/** A variable to weight on: one category code per row (NaN when empty), as a dataset's number column. */
export interface WeightingVariable {
  key: string;
  label?: string;
  values: Float64Array;
  /** The same values as one-byte codes (value-codes.ts), when the column keeps them: read faster (only when one code per row). */
  coded?: CodedValues;
}

/** One category of a margin: its code, and its target as a percent or a count (`targetsAs`). */
export interface WeightTarget {
  value: number;
  label?: string;
  target: number;
}

/** A margin of rim weighting: a variable and a target for each of its categories. */
export interface WeightingMargin {
  variable: WeightingVariable;
  targets: readonly WeightTarget[];
}

/** A cell of cell weighting: one value per variable, in the variables' order, and its target. */
export interface WeightingCell {
  values: readonly number[];
  target: number;
  label?: string;
}

/**
 * How close is close enough. `limit` is a proportion of the weighted total (0.005 = half a
 * percentage point), measured by `criterion` over every category of every margin:
 * - `max` (default): the largest |achieved − target| share;
 * - `rms`: the root mean square of those differences (UNICOM's rim weighting report compares its
 *   RMS with limit × weighted total; see the README).
 */
export type ConvergenceCriterion = 'max' | 'rms';

export interface WeightingOptions {
  targetsAs: 'percent' | 'count';
  /** Default 1e-11 (1e-9 of a percent), the strict preset. */
  limit?: number;
  /** Full passes over every margin; default 1,000. */
  maxIterations?: number;
  criterion?: ConvergenceCriterion;
  /**
   * Weights kept within [min, max] (of the final weights, which average 1). Rim weighting clamps
   * at every step of the raking; cell weighting trims and rescales, a bounded number of rounds.
   */
  caps?: { min?: number; max?: number };
  /** Rows in scope; null or absent = every row. */
  mask?: RowMask | null;
  /** The range outside which weights are counted as flagged; default UNICOM's 0.6–1.4. */
  flagRange?: { below: number; above: number };
}

/** Strict (the default) and UNICOM's rim weighting defaults. */
export const WEIGHTING_PRESETS = {
  strict: { limit: 1e-11, maxIterations: 1000, criterion: 'max' },
  unicom: { limit: 0.005, maxIterations: 12, criterion: 'rms' },
} as const satisfies Record<
  string,
  { limit: number; maxIterations: number; criterion: ConvergenceCriterion }
>;

/** One target's outcome; percents run 0–100 and are of the weighted rows. */
export interface TargetResult {
  /** The category's value (rim weighting: one; cell weighting: one per variable). */
  values: number[];
  label?: string;
  /** The target as a percent (counts turned into shares of their total). */
  target: number;
  /** The weighted percent achieved. */
  achieved: number;
  /** The percent before weighting (rows of the category over the weighted rows). */
  unweighted: number;
  /** Rows of the category (unweighted). */
  rows: number;
}

/** A margin (rim weighting) or the table of cells (cell weighting: `keys` are its variables). */
export interface MarginResult {
  keys: string[];
  label?: string;
  targets: TargetResult[];
}

export interface CapsResult {
  min: number | null;
  max: number | null;
  /** Every weight within [min, max] (to 1e-9) at the end. */
  met: boolean;
  /** Weighted rows whose final weight lies outside the caps. */
  outside: number;
}

export interface WeightingResult {
  method: 'rim' | 'cell';
  /** One weight per row; rows not weighted (`unweightedRows`) keep 1. */
  weights: Float64Array;
  /** Full passes over every margin; cell weighting: 1. */
  iterations: number;
  converged: boolean;
  /** Largest |achieved − target| over every category, as a proportion (the limit's unit). */
  maxDifference: number;
  /** Root mean square of the same differences, as a proportion. */
  rmsDifference: number;
  limit: number;
  criterion: ConvergenceCriterion;
  margins: MarginResult[];
  /** Over the weighted rows. */
  minWeight: number;
  maxWeight: number;
  meanWeight: number;
  /** (Σw)² / (n Σw²) as a percent. */
  efficiency: number;
  /** Kish's (Σw)² / Σw². */
  effectiveN: number;
  /** Rows given a weight: in scope and with a value on every weighting variable. */
  weightedRows: number;
  /** Every other row (outside the mask or missing a value); their weight is 1. */
  unweightedRows: number;
  /** Rows in scope but missing a value on a weighting variable (part of `unweightedRows`). */
  missingRows: number;
  /** Weighted rows whose weight lies outside `flagRange` (UNICOM flags outside 0.6–1.4). */
  flagged: { below: number; above: number; range: { below: number; above: number } };
  caps: CapsResult | null;
}

export type WeightingErrorCode =
  | 'no-margins'
  | 'length-mismatch'
  | 'no-rows'
  | 'empty-category'
  | 'unknown-category'
  | 'duplicate-category'
  | 'invalid-target'
  | 'targets-sum'
  | 'invalid-caps'
  | 'invalid-options';

export interface WeightingErrorDetails {
  /** The margin's variable (rim) or the cells' variables (cell weighting). */
  keys?: string[];
  /** The category's value(s). */
  values?: number[];
  /** `targets-sum`: the targets' sum. */
  sum?: number;
  /** `unknown-category`: rows with that value. */
  rows?: number;
}

/** A scheme that cannot be weighted; `details` says which margin and category. */
export class WeightingError extends Error {
  readonly code: WeightingErrorCode;
  readonly details: WeightingErrorDetails;

  constructor(code: WeightingErrorCode, message: string, details: WeightingErrorDetails = {}) {
    super(message);
    this.name = 'WeightingError';
    this.code = code;
    this.details = details;
  }
}
