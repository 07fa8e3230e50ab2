import type { PartReport } from '@cairn/contract';

/**
 * The parts of a question's report as the contract types them (stats' `PartReport`: unrounded,
 * null for an empty base), one name per part type for the tables.
 */
type PartOf<T extends PartReport['type']> = Extract<PartReport, { type: T }>;

export type SinglePart = PartOf<'single'>;
export type MultiplePart = PartOf<'multiple'>;
export type SingleGridPart = PartOf<'single-grid'>;
export type MultipleGridPart = PartOf<'multiple-grid'>;
export type NpsPart = PartOf<'nps'>;
export type RankPart = PartOf<'rank'>;
export type MaxDiffPart = PartOf<'max-diff'>;
export type TextPart = PartOf<'text'>;
export type FilePart = PartOf<'file'>;

/** A numeric summary carries each distinct value with its count: the board's distribution chart. */
export type NumericSummary = NpsPart['summary'];
export type NumericPart = PartOf<'numeric'>;

export type BoardPart = PartReport;

export { CHART_TYPES, type ChartType } from '@cairn/contract';
