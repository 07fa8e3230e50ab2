import type { CrossDefinition, FilterDefinition } from '@cairn/contract';
import type { CrossFigures } from '../analysis/cross-compute.ts';
import type { WordcloudTextSettings } from '../engine/wordcloud-compute.ts';

/**
 * What the request thread asks the report worker for a dashboard page: per survey, the items
 * its charts need (a variable's tally, a row count, points over time, a cross table, words),
 * each over its selection. The worker keeps each item's aggregate and, when the dataset only
 * grew by appended rows, adds those rows instead of counting again (chart-aggregates.ts).
 */

/** Rows an item counts: the filters AND-ed, then submitted in [from, to). */
export interface ItemSelection {
  /**
   * The first filter's statuses decide which responses count (null or none named: complete
   * only); the others (the page's filter of this survey, …) add their conditions and
   * metadata, and their statuses only when they name some.
   */
  filters: (FilterDefinition | null)[];
  from: number | null;
  to: number | null;
  /** The survey's active scheme (the request's `scheme`); none: unweighted. */
  weighted: boolean;
}

export type ChartItem =
  /** A variable's categories (and, for a number, its mean); `nps` groups a 0–10 column. */
  | { kind: 'tally'; select: ItemSelection; variableId: string; mode: 'default' | 'nps' }
  | { kind: 'count'; select: ItemSelection }
  /** Per interval in the survey's zone: rows, rows of `category`, the variable's sums and NPS groups. */
  | {
      kind: 'points';
      select: ItemSelection;
      variableId: string | null;
      category: number | null;
      interval: 'day' | 'week' | 'month';
    }
  | { kind: 'cross'; select: ItemSelection; definition: CrossDefinition }
  | {
      kind: 'words';
      select: ItemSelection;
      column: string;
      settings: WordcloudTextSettings;
      phrases: 'words' | 'phrases' | 'both';
    };

/** Σw, Σwx, Σwx² and the rows of a number variable: a mean and a Welch test add up from these. */
export interface NumericSums {
  n: number;
  w: number;
  wx: number;
  wx2: number;
}

export interface TallyCategory {
  value: number;
  label: string;
  count: number;
}

export interface PointBucket {
  /** Start of the interval, ms (UTC midnight of the local day, week's Monday or month's 1st). */
  at: number;
  rows: number;
  hits: number;
  sums: NumericSums;
  promoters: number;
  detractors: number;
}

export type ItemResult =
  | { kind: 'missing'; detail: string }
  | {
      kind: 'tally';
      weighted: boolean;
      label: string;
      /** Σw of rows that answered the variable (a multiple response: answered any). */
      base: number;
      /** Every kept row, answered or not. */
      rows: number;
      multiple: boolean;
      categories: TallyCategory[];
      numeric: NumericSums | null;
    }
  | { kind: 'count'; weighted: boolean; rows: number }
  | { kind: 'points'; weighted: boolean; buckets: PointBucket[] }
  | { kind: 'cross'; weighted: boolean; table: CrossFigures }
  | { kind: 'words'; base: number; words: { text: string; count: number; answers: number }[] };
