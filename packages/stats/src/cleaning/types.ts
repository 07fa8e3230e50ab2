import type { Dataset } from '../dataset/dataset.ts';

/**
 * Data-cleaning rules: plain data, so the server can take them from a request as they are.
 * - too-fast: a duration below `seconds`, or (mode `median-share`) below `share` × the median
 *   duration of the candidate rows;
 * - straight-lining: the same answer in every row of a matrix with at least `minRows` rows;
 * - duplicate-device / duplicate-ip: every row after the first of a device or address;
 * - meaningless-text: an answered open text shorter than `minLength` characters, one character
 *   repeated (`repeated`), or without a word (`noWord`: only digits, punctuation, symbols or a
 *   keyboard run such as "asdf" or "123456").
 */
export type CleaningRule =
  | { type: 'too-fast'; mode: 'seconds' | 'median-share'; seconds?: number; share?: number }
  | { type: 'straight-lining'; minRows: number }
  | { type: 'duplicate-device' }
  | { type: 'duplicate-ip' }
  | { type: 'meaningless-text'; minLength: number; repeated: boolean; noWord: boolean };

export type CleaningRuleType = CleaningRule['type'];

export interface CleaningSpec {
  combine: 'and' | 'or';
  rules: readonly CleaningRule[];
}

/** A matrix as the straight-lining rule needs it: its columns with the row (`group`) they belong to. */
export interface CleaningMatrix {
  id: string;
  columns: readonly { key: string; group?: number }[];
}

/** Everything the rules read. Arrays are indexed by dataset row and `dataset.length` long. */
export interface CleaningInput {
  dataset: Dataset;
  /** Rows the rules may match (1); the others are skipped and do not count as duplicates either. */
  candidates: Uint8Array;
  /** Time spent answering in ms, NaN when unknown. */
  durations: Float64Array;
  devices: readonly (string | null)[];
  ips: readonly (string | null)[];
  matrices: readonly CleaningMatrix[];
  /** Open-text column keys. */
  texts: readonly string[];
}

/** Why one row matched one rule. */
export type CleaningReason =
  | { type: 'too-fast'; durationMs: number; thresholdMs: number }
  | { type: 'straight-lining'; matrices: string[] }
  | { type: 'duplicate-device'; value: string }
  | { type: 'duplicate-ip'; value: string }
  | { type: 'meaningless-text'; columns: string[] };

export interface RuleOutcome {
  rule: CleaningRule;
  mask: Uint8Array;
  count: number;
  /** Too-fast: the threshold used (ms) and the median it came from; null when no duration is known. */
  thresholdMs?: number | null;
  medianMs?: number | null;
  reason(row: number): CleaningReason | null;
}

export interface CleaningResult {
  /** The rows the combined rules match. */
  mask: Uint8Array;
  count: number;
  outcomes: RuleOutcome[];
  /** The reasons a matched row matched, one per rule it matched. */
  reasons(row: number): CleaningReason[];
}
