import type { CodedValues } from '../dataset/value-codes.ts';
import type { HistogramMemo } from './histogram-memo.ts';

/**
 * One analysis variable of a cross table. A dataset column, a matrix row or a derived variable
 * (derive.ts) all come in as one of these, so the engine never knows where a variable came from.
 */
export type CrossVariable =
  | {
      kind: 'single';
      key: string;
      label: string;
      categories: readonly { value: number; label: string }[];
      /**
       * NaN = empty; values no category names are left out of the table (not in any base). A
       * derived variable with `coded` may make these on first read (derive.ts): the engine reads
       * them only where it has no coded pass.
       */
      values: Float64Array;
      /**
       * The same values as one-byte codes (dataset/value-codes.ts), for the fast pass. A derived
       * variable's codes may share one value (bands of a column share its codes); a code whose
       * value is NaN is empty.
       */
      coded?: CodedValues;
    }
  | {
      kind: 'multi';
      key: string;
      label: string;
      categories: readonly { label: string }[];
      /** One array per category: 1 chosen, 0 answered but not chosen, 255 (FLAG_EMPTY) unanswered. */
      flags: readonly Uint8Array[];
    }
  | {
      kind: 'numeric';
      key: string;
      label: string;
      /** NaN = empty. A stub only: mean, sd and n per column. */
      values: Float64Array;
      /** The same values as one-byte codes (a rating, NPS, slider column), for the fast pass. */
      coded?: CodedValues;
    };

export interface CrossTestOptions {
  alpha: 0.1 | 0.05 | 0.01;
  correction: 'none' | 'bonferroni' | 'bh';
  meanTest: 'pooled' | 'welch';
}

export const DEFAULT_TEST: CrossTestOptions = { alpha: 0.05, correction: 'none', meanTest: 'pooled' };

export interface CrossInput {
  stubs: readonly CrossVariable[];
  banner: readonly CrossVariable[];
  /** Rows kept (1) or dropped (0); null keeps every row. */
  mask?: Uint8Array | null;
  /** The rows the mask keeps, ascending (`rowsOf(mask)`); used instead of the mask when given. */
  rows?: Int32Array | null;
  /** Frequency weights; null counts each row as 1. */
  weights?: Float64Array | null;
  /** Default: alpha 0.05, no correction, pooled t-test. */
  test?: CrossTestOptions;
  /**
   * Histograms held from before: this call's cells are added to them (give the rows appended
   * since as `rows`, no mask) and the table is made from the sums. See histogram-memo.ts.
   */
  memo?: HistogramMemo;
}

export interface CrossColumn {
  /** null for the Total column. */
  variableKey: string | null;
  variableLabel: string | null;
  label: string;
  /** 'A', 'B', … 'Z', 'AA', … across banner variables; null for Total. */
  letter: string | null;
  /** Index of the banner variable; null for Total. */
  group: number | null;
}

export interface CrossBase {
  /** Σw of the rows in the stub's base and the column (rows when unweighted). */
  base: number;
  unweightedBase: number;
  /** Kish: (Σw)² / Σw²; equals unweightedBase unweighted. */
  effectiveBase: number;
}

/** Why a pair of columns was not tested. */
export type SkipReason = 'overlap' | 'empty' | 'no-variance';

export interface PairTest {
  /** The other column's letter. */
  against: string;
  /** Two-sided p; null when the pair could not be tested (see `skipped`). */
  p: number | null;
  /** p after the family's correction (equal to p with none). */
  adjustedP: number | null;
  /** z (proportions) or t (means), positive when this column is higher. */
  statistic: number | null;
  skipped?: SkipReason;
}

export interface CrossCell {
  /** Σw (rows when unweighted). */
  count: number;
  unweightedCount: number;
  /** Of the column base, 0–100; null when the base is empty. */
  colPercent: number | null;
  /** Of the row's Total count; null when it is 0. */
  rowPercent: number | null;
  /** Of the Total column's base. */
  totalPercent: number | null;
  /** Letters of the columns this one is significantly higher than: lower case at alpha, upper at alpha / 5. */
  letters: string;
  /** One per other column of the same banner variable (none for Total). */
  tests: PairTest[];
}

export interface CrossRow {
  label: string;
  /** The category's value (single stubs); null for multi stubs. */
  value: number | null;
  cells: CrossCell[];
}

export interface NumericCell {
  mean: number | null;
  /** Sample SD (Σw − 1 in the denominator); null when Σw ≤ 1. */
  sd: number | null;
  /** Rows with a value. */
  n: number;
  /** Σw of those rows. */
  base: number;
  effectiveBase: number;
  letters: string;
  tests: PairTest[];
}

export type ChiSquare =
  | { group: number; statistic: number; df: number; p: number }
  | { group: number; skipped: 'multiple-response' | 'empty' | 'single-category' };

export interface CategoricalBlock {
  key: string;
  label: string;
  kind: 'categorical';
  multiple: boolean;
  bases: CrossBase[];
  rows: CrossRow[];
  /** Multi stubs: Σ of the rows' counts per column (choices made); null for single stubs. */
  mentions: number[] | null;
  /** One per banner variable. */
  chiSquare: ChiSquare[];
}

export interface NumericBlock {
  key: string;
  label: string;
  kind: 'numeric';
  multiple: false;
  bases: CrossBase[];
  cells: NumericCell[];
}

export type CrossBlock = CategoricalBlock | NumericBlock;

export interface CrossLegend {
  alpha: number;
  upperAlpha: number;
  correction: CrossTestOptions['correction'];
  meanTest: CrossTestOptions['meanTest'];
  weighted: boolean;
  /** How pairs of columns of one multiple-response banner variable that share respondents are handled. */
  overlap: 'not-tested';
  /** The family a correction runs over. */
  family: 'pairs-of-one-row-within-one-banner-variable';
}

export interface CrossTableResult {
  columns: CrossColumn[];
  blocks: CrossBlock[];
  legend: CrossLegend;
}
