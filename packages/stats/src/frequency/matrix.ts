import type { Category } from '../dataset/types.ts';
import type { CodedValues } from '../dataset/value-codes.ts';
import { type FrequencyInput, selectedRows } from './common.ts';
import type { FlagColumn, MultipleFrequency } from './multiple.ts';
import { multipleFrequency } from './multiple.ts';
import type { SingleFrequency } from './single.ts';
import { singleFrequency } from './single.ts';

export interface SingleGridRow extends SingleFrequency {
  key: string;
  label: string | null;
}

/** A single-choice matrix: each row a single-choice frequency over the same columns (categories). */
export function singleGrid(
  rows: readonly { key: string; label?: string; values: Float64Array; coded?: CodedValues }[],
  categories: readonly Category[],
  input: FrequencyInput = {},
): { columns: readonly Category[]; rows: SingleGridRow[] } {
  // The mask turned into rows once for the whole grid.
  input = { ...input, rows: selectedRows(input) };
  return {
    columns: categories,
    rows: rows.map(({ key, label, values, coded }) => ({
      key,
      label: label ?? null,
      ...singleFrequency(values, categories, input, coded),
    })),
  };
}

export interface MultipleGridRow extends MultipleFrequency {
  label: string | null;
}

/** A multiple-choice matrix: each row a multiple-choice frequency over its flag columns. */
export function multipleGrid(
  rows: readonly { label?: string; flags: readonly FlagColumn[] }[],
  length: number,
  input: FrequencyInput = {},
): { rows: MultipleGridRow[] } {
  input = { ...input, rows: selectedRows(input) };
  return {
    rows: rows.map(({ label, flags }) => ({
      label: label ?? null,
      ...multipleFrequency(flags, length, input),
    })),
  };
}
