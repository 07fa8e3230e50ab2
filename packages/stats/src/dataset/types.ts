import type { CodedValues } from './value-codes.ts';

/**
 * The shapes a dataset is built from. They mirror core's analysis columns structurally (stats
 * imports nothing of ours), so the server can hand core's columns and cells over unchanged.
 */
export type ColumnKind = 'single' | 'multi-flag' | 'number' | 'text' | 'file' | 'date' | 'time';

export type CellValue = number | string | null;

export interface Category {
  value: number;
  label: string;
}

export interface ColumnSpec {
  key: string;
  kind: ColumnKind;
  label?: string;
  categories?: readonly Category[];
}

/** One response as the dataset takes it: its cells (as core's `toCells` returns) and its metadata. */
export interface DatasetRow {
  cells: Readonly<Record<string, CellValue>>;
  /** The response status as a small integer code; the server owns the meaning of the codes. */
  status: number;
  /** 1 when absent. */
  weight?: number;
  /** Milliseconds since the epoch. */
  submittedAt: number;
  source?: string | null;
  device?: string | null;
}

/** A row's metadata: a `DatasetRow` without its cells (`appendCells` takes the cells apart). */
export type RowMeta = Omit<DatasetRow, 'cells'>;

/** A row's cells by column index (`Dataset.columnIndex`); undefined or null is empty. */
export type RowCells = (CellValue | undefined)[];

/** A flag cell that holds no answer (the question was not answered), as opposed to 0 = not chosen. */
export const FLAG_EMPTY = 255;

export type NumberColumnValues = {
  kind: 'single' | 'number';
  values: Float64Array;
  /** The same values as one-byte codes, when the column has few distinct values (value-codes.ts). */
  coded?: CodedValues;
};
export type FlagColumnValues = { kind: 'multi-flag'; values: Uint8Array };
export type TextColumnValues = {
  kind: 'text' | 'file' | 'date' | 'time';
  values: readonly (string | null)[];
  /** The rows whose value is not blank, ascending (absent: scan `values`). */
  filled?: Int32Array;
  /** 1 for each row whose value is not blank, else 0 (with `filled`), on a 4-byte boundary. */
  filledFlags?: Uint8Array;
};

/** The stored values of one column, exactly `length` long. */
export type ColumnValues = NumberColumnValues | FlagColumnValues | TextColumnValues;

/** Text, file, date and time columns hold strings. */
export function isTextColumn(column: ColumnValues): column is TextColumnValues {
  return column.kind === 'text' || column.kind === 'file' || column.kind === 'date' || column.kind === 'time';
}
