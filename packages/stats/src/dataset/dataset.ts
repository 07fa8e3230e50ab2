import { isBlankText } from './cells.ts';
import { DictionaryColumn } from './dictionary.ts';
import { Growable } from './growable.ts';
import { TypedRows } from './typed-rows.ts';
import type { CellValue, ColumnSpec, ColumnValues, DatasetRow, RowCells, RowMeta } from './types.ts';
import { ValueCodes } from './value-codes.ts';

type StoredColumn =
  | {
      kind: 'single' | 'number';
      data: Growable<Float64Array>;
      codes: ValueCodes;
      text?: undefined;
      flags?: undefined;
    }
  | { kind: 'multi-flag'; data: Growable<Uint8Array>; codes?: undefined; text?: undefined; flags?: undefined }
  | {
      kind: 'text' | 'file' | 'date' | 'time';
      data?: undefined;
      codes?: undefined;
      text: (string | null)[];
      /** Rows with a non-blank value, ascending; null after `setRow` changed one (rebuilt on read). */
      filled: Growable<Int32Array> | null;
      /** 1 for each row with a non-blank value, else 0. */
      flags: Growable<Uint8Array>;
    };

function storeFor(spec: ColumnSpec): StoredColumn {
  switch (spec.kind) {
    case 'single':
    case 'number':
      return { kind: spec.kind, data: new Growable(Float64Array), codes: new ValueCodes() };
    case 'multi-flag':
      return { kind: spec.kind, data: new Growable(Uint8Array) };
    default:
      return { kind: spec.kind, text: [], filled: new Growable(Int32Array), flags: new Growable(Uint8Array) };
  }
}

function filledRows(column: { text: (string | null)[]; filled: Growable<Int32Array> | null }): Int32Array {
  if (!column.filled) {
    const filled = new Growable(Int32Array);
    for (let i = 0; i < column.text.length; i++) if (!isBlankText(column.text[i])) filled.push(i);
    column.filled = filled;
  }
  return column.filled.view();
}

/**
 * A survey's responses as columns: one typed array per analysis column plus the row metadata.
 * The columns are fixed when the dataset is made (one published version); cells of other keys
 * are ignored. Rows are appended, or replaced in place by `setRow` (a response that changed
 * after it was read), so a dataset built in one go and one built by appending in batches and
 * replacing rows hold the same arrays when they saw the same final rows.
 */
export class Dataset {
  readonly specs: readonly ColumnSpec[];
  private readonly stored = new Map<string, StoredColumn>();
  private readonly keys: string[] = [];
  private readonly columns: StoredColumn[] = [];
  private readonly specByKey = new Map<string, ColumnSpec>();
  private readonly indexByKey = new Map<string, number>();
  private readonly scratch: RowCells;
  /** One row on its way into the columns (`appendCells`, `setCells`). */
  private readonly single: TypedRows;
  private readonly statusCodes = new Growable(Uint8Array);
  private readonly weightValues = new Growable(Float64Array);
  private readonly times = new Growable(Float64Array);
  readonly source = new DictionaryColumn();
  readonly device = new DictionaryColumn();
  private rows = 0;

  constructor(specs: readonly ColumnSpec[]) {
    this.specs = specs;
    for (const spec of specs) {
      if (this.stored.has(spec.key)) continue; // a key twice would be one column
      const column = storeFor(spec);
      this.stored.set(spec.key, column);
      this.indexByKey.set(spec.key, this.keys.length);
      this.keys.push(spec.key);
      this.columns.push(column);
      this.specByKey.set(spec.key, spec);
    }
    this.scratch = this.rowCells();
    this.single = this.typedRows(1);
  }

  get length(): number {
    return this.rows;
  }

  append(rows: readonly DatasetRow[]): void {
    this.reserve(rows.length);
    for (const row of rows) this.appendRow(row);
  }

  appendRow(row: DatasetRow): void {
    this.appendCells(this.cellsOf(row), row);
  }

  /** Replaces row `index` (0 ≤ index < length) with `row`: every column and the metadata. */
  setRow(index: number, row: DatasetRow): void {
    this.setCells(index, this.cellsOf(row), row);
  }

  /** The index of a column in `RowCells`, or -1 when the dataset has no such column. */
  columnIndex(key: string): number {
    return this.indexByKey.get(key) ?? -1;
  }

  /** An empty row of cells by column index, to fill and pass to `appendCells` or `setCells`. */
  rowCells(): RowCells {
    return new Array<CellValue | undefined>(this.keys.length).fill(undefined);
  }

  /**
   * Appends a row given as cells by column index (`columnIndex`) and empties `cells` for the next
   * row. Cells of one row at a time: a build reads many rows into `TypedRows` (`appendRows`).
   */
  appendCells(cells: RowCells, meta: RowMeta): void {
    this.single.fromCells(cells);
    this.single.commit(meta);
    this.appendRows(this.single);
  }

  /** Rows for this dataset's columns, `capacity` at a time, to fill and pass to `appendRows`. */
  typedRows(capacity: number): TypedRows {
    return new TypedRows(
      this.columns.map((column) => column.kind),
      capacity,
    );
  }

  /** Appends the rows a `TypedRows` of this dataset holds, column by column, and empties it. */
  appendRows(rows: TypedRows): void {
    const n = rows.count;
    if (n === 0) return;
    const { columns } = this;
    const { capacity, numbers, texts } = rows;
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c]!;
      const from = c * capacity;
      if (column.text) {
        for (let r = 0; r < n; r++) {
          const text = texts[from + r] ?? null;
          const filled = !isBlankText(text);
          if (column.filled && filled) column.filled.push(this.rows + r);
          column.flags.push(+filled);
          column.text.push(text);
        }
      } else if (n === 1) {
        column.data.push(numbers[from]!);
        column.codes?.push(numbers[from]!);
      } else {
        const values = numbers.subarray(from, from + n);
        column.data.pushAll(values);
        column.codes?.pushAll(values);
      }
    }
    this.statusCodes.pushAll(rows.status.subarray(0, n));
    this.weightValues.pushAll(rows.weight.subarray(0, n));
    this.times.pushAll(rows.time.subarray(0, n));
    for (let r = 0; r < n; r++) {
      this.source.push(rows.source[r]);
      this.device.push(rows.device[r]);
    }
    this.rows += n;
    rows.clear();
  }

  /** `setRow` with cells by column index; empties `cells` like `appendCells`. */
  setCells(index: number, cells: RowCells, meta: RowMeta): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.rows)
      throw new RangeError(`row ${index} outside 0..${this.rows - 1}`);
    const { columns, single } = this;
    single.fromCells(cells);
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c]!;
      if (column.text) {
        const text = single.texts[c] ?? null;
        const filled = !isBlankText(text);
        if (filled === isBlankText(column.text[index])) column.filled = null;
        column.flags.set(index, +filled);
        column.text[index] = text;
      } else {
        const value = single.numbers[c]!;
        column.data.set(index, value);
        column.codes?.set(index, value);
      }
    }
    this.statusCodes.set(index, meta.status);
    this.weightValues.set(index, meta.weight ?? 1);
    this.times.set(index, meta.submittedAt);
    this.source.set(index, meta.source);
    this.device.set(index, meta.device);
  }

  /** A keyed row's cells by column index (one conversion path for both ways in). */
  private cellsOf(row: DatasetRow): RowCells {
    const cells = this.scratch;
    const { keys } = this;
    // Parallel arrays, not the map: iterating a map makes an entry pair per column and row.
    for (let c = 0; c < keys.length; c++) cells[c] = row.cells[keys[c]!];
    return cells;
  }

  spec(key: string): ColumnSpec | undefined {
    return this.specByKey.get(key);
  }

  /** The values of a column, `length` long (a view: take it again after appending). */
  column(key: string): ColumnValues | undefined {
    const column = this.stored.get(key);
    if (!column) return undefined;
    if (column.text)
      return {
        kind: column.kind,
        values: column.text,
        filled: filledRows(column),
        filledFlags: column.flags.view(),
      };
    if (column.kind === 'multi-flag') return { kind: column.kind, values: column.data.view() };
    const coded = column.codes.view();
    return { kind: column.kind, values: column.data.view(), ...(coded ? { coded } : {}) };
  }

  status(): Uint8Array {
    return this.statusCodes.view();
  }

  weights(): Float64Array {
    return this.weightValues.view();
  }

  submittedAt(): Float64Array {
    return this.times.view();
  }

  /** Makes room for `extra` more rows in every column at once (appending them then grows nothing). */
  reserve(extra: number): void {
    for (const column of this.stored.values()) {
      column.data?.reserve(extra);
      column.codes?.reserve(extra);
      column.flags?.reserve(extra);
    }
    this.statusCodes.reserve(extra);
    this.weightValues.reserve(extra);
    this.times.reserve(extra);
    this.source.reserve(extra);
    this.device.reserve(extra);
  }
}

export function buildDataset(specs: readonly ColumnSpec[], rows: readonly DatasetRow[]): Dataset {
  const dataset = new Dataset(specs);
  dataset.append(rows);
  return dataset;
}
