/**
 * The figures of one question as the board receives them: the parts of stats' `QuestionReport`
 * (packages/stats/src/question/types.ts), unrounded, null for an empty base.
 */
export interface CategoryCount {
  value: number;
  label: string | null;
  count: number;
  percent: number | null;
}
export interface ItemCount {
  key: string;
  label: string | null;
  count: number;
  percentOfCases: number | null;
  percentOfMentions: number | null;
}
export interface NumericSummary {
  n: number;
  base: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  /** Counts per distinct value (ascending), when the server sends them. */
  distribution?: { value: number; count: number }[];
}
export interface NpsGroup {
  count: number;
  percent: number | null;
}
interface Bases {
  base: number;
  unweightedBase: number;
}
interface Labelled {
  key: string;
  label: string | null;
}
export type SinglePart = { type: 'single'; categories: CategoryCount[] } & Labelled & Bases;
export type MultiplePart = { type: 'multiple'; keys: string[]; mentions: number; items: ItemCount[] } & Bases;
export interface SingleGridPart {
  type: 'single-grid';
  columns: { value: number; label: string }[];
  rows: ({ key: string; label: string | null; categories: CategoryCount[] } & Bases)[];
}
export interface MultipleGridPart {
  type: 'multiple-grid';
  rows: ({ label: string | null; mentions: number; items: ItemCount[] } & Bases)[];
}
export type NumericPart = { type: 'numeric' } & Labelled & NumericSummary;
export type NpsPart = {
  type: 'nps';
  nps: Bases & { promoters: NpsGroup; passives: NpsGroup; detractors: NpsGroup; score: number | null };
  summary: NumericSummary;
} & Labelled;
export type RankPart = {
  type: 'rank';
  items: { key: string; label: string | null; meanRank: number | null; ranked: number; first: number; firstShare: number | null }[];
} & Bases;
export interface MaxDiffPart {
  type: 'max-diff';
  items: { key: string; label: string | null; best: number; worst: number; shown: number | null; score: number | null }[];
}
export type TextPart = { type: 'text'; total: number; offset: number; items: { row: number; text: string }[] } & Labelled;
export type FilePart = {
  type: 'file';
  total: number;
  offset: number;
  items: { row: number; files: string[] }[];
} & Labelled;

export type BoardPart =
  | SinglePart
  | MultiplePart
  | SingleGridPart
  | MultipleGridPart
  | NumericPart
  | NpsPart
  | RankPart
  | MaxDiffPart
  | TextPart
  | FilePart;

/** The chart types a question may be shown with (remembered per question). */
export const CHART_TYPES = ['bar', 'pie', 'line', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
