import type { Category, ColumnKind } from '../dataset/types.ts';
import type { MultipleGridRow, SingleGridRow } from '../frequency/matrix.ts';
import type { MaxDiffItem } from '../frequency/max-diff.ts';
import type { MultipleFrequency } from '../frequency/multiple.ts';
import type { NpsResult } from '../frequency/nps.ts';
import type { NumericSummary } from '../frequency/numeric.ts';
import type { RankResult } from '../frequency/rank.ts';
import type { SingleFrequency } from '../frequency/single.ts';
import type { FileList, Page, TextList } from '../frequency/text-list.ts';

/**
 * The report a question type gets. Core maps each question type to one
 * (`core/analysis/report-kind.ts`); the two unions are kept equal by hand since neither package
 * imports the other.
 * - choice / numeric / text / file / columns: each column reported by its own kind;
 * - multiple: the flag columns as one multiple-choice frequency;
 * - matrix: single rows as one grid, flag rows grouped by `group` as a grid of multiple choices;
 * - nps: the NPS groups and score plus the numeric summary;
 * - rank: mean rank and first-place share per item;
 * - max-diff: best/worst/shown columns paired by `group` and `role`.
 */
export type ReportKind =
  | 'choice'
  | 'multiple'
  | 'matrix'
  | 'numeric'
  | 'nps'
  | 'rank'
  | 'max-diff'
  | 'text'
  | 'file'
  | 'columns';

export interface QuestionColumn {
  key: string;
  kind: ColumnKind;
  label?: string;
  categories?: readonly Category[];
  /** Columns that belong together: a matrix row's flags, a max-diff item's counts. */
  group?: number;
  groupLabel?: string;
  role?: 'best' | 'worst' | 'shown';
  /** A text column holding a list (an evaluation's tags): its items are counted, joined by this. */
  separator?: string;
}

/** A question as the report needs it: plain data the server builds from core's analysis columns. */
export interface QuestionDescription {
  kind: ReportKind;
  columns: readonly QuestionColumn[];
}

interface Labelled {
  key: string;
  label: string | null;
}

export type PartReport =
  | ({ type: 'single' } & Labelled & SingleFrequency)
  | ({ type: 'multiple'; keys: string[] } & MultipleFrequency)
  | { type: 'single-grid'; columns: readonly Category[]; rows: SingleGridRow[] }
  | { type: 'multiple-grid'; rows: MultipleGridRow[] }
  | ({ type: 'numeric' } & Labelled & NumericSummary)
  | ({ type: 'nps' } & Labelled & { nps: NpsResult; summary: NumericSummary })
  | ({ type: 'rank' } & RankResult)
  | { type: 'max-diff'; base: number; unweightedBase: number; items: MaxDiffItem[] }
  | ({ type: 'text' } & Labelled & TextList)
  | ({ type: 'file' } & Labelled & FileList);

export interface QuestionReport {
  kind: ReportKind;
  parts: PartReport[];
}

export interface QuestionFrequencyOptions {
  mask?: Uint8Array | null;
  /** The rows the mask keeps (`rowsOf(mask)`), when the caller has them already. */
  rows?: Int32Array | null;
  /** Use the dataset's weight column. */
  weighted?: boolean;
  /**
   * The weights to apply, in place of `weighted` (null: none). A caller reporting many questions
   * over one selection passes `selectionWeights` of it, worked out once.
   */
  weights?: Float64Array | null;
  /** The page of open answers and file lists; the first 20 when absent. */
  page?: Page;
}
