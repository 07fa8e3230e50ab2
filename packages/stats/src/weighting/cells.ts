import type { RowMask } from '../filter/types.ts';
import { WeightingError, type WeightingVariable } from './types.ts';

/** A lookup's answer for an empty cell, and for a value that has no target. */
const MISSING = -1;
const UNKNOWN = -2;
/** Integers in [SMALL_MIN, SMALL_MIN + SMALL_SPAN) find their category in a table, not a map. */
const SMALL_MIN = -128;
const SMALL_SPAN = 1152;
/** Combinations numbered through a dense table up to this many slots, else through a map. */
const DENSE_SLOTS = 1 << 20;

/**
 * The weighted rows collapsed into cells, one per combination of categories that occurs: raking
 * and cell weighting work on this table (at most one cell per row, usually a few hundred), and
 * every row then takes its cell's weight.
 */
export interface CellTable {
  /** Per row: its cell, or -1 when the row is not weighted (outside the mask or missing a value). */
  cellOfRow: Int32Array;
  cellCount: number;
  /** Per variable: each cell's category (an index into that variable's category values). */
  categories: Int32Array[];
  /** Rows in each cell. */
  rows: Float64Array;
  weightedRows: number;
  /** Rows in the mask but missing a value on some variable. */
  missingRows: number;
}

/**
 * Numbers the combinations of categories (`categoryValues[v]` lists variable v's values) one
 * variable at a time: each pass maps (cell so far, category) to a new cell, so cell numbers never
 * exceed the rows however many variables there are.
 */
export function buildCells(
  variables: readonly WeightingVariable[],
  categoryValues: readonly (readonly number[])[],
  mask: RowMask | null,
): CellTable {
  const length = variables[0]!.values.length;
  const cellOfRow = new Int32Array(length);
  if (mask !== null) for (let i = 0; i < length; i++) cellOfRow[i] = mask[i] !== 0 ? 0 : -1;
  let cellCount = 1;
  let missingRows = 0;
  let categories: Int32Array[] = [];
  for (let v = 0; v < variables.length; v++) {
    const variable = variables[v]!;
    const k = categoryValues[v]!.length;
    const parents: number[] = [];
    const cats: number[] = [];
    // Codes taken before the column grew are stale: read the floats then.
    const pass =
      variable.coded && variable.coded.codes.length === variable.values.length
        ? combineCoded(
            variable,
            codeTable(variable, categoryValues[v]!),
            cellOfRow,
            k,
            cellCount,
            parents,
            cats,
          )
        : combineValues(variable, valueLookup(categoryValues[v]!), cellOfRow, k, cellCount, parents, cats);
    if (pass.unknown !== null) throw unknownCategory(variable, pass.unknown, cellOfRow, mask);
    missingRows += pass.missing;
    categories = categories.map((previous) => Int32Array.from(parents, (parent) => previous[parent]!));
    categories.push(Int32Array.from(cats));
    cellCount = parents.length;
  }
  const rows = new Float64Array(cellCount);
  let weightedRows = 0;
  for (let i = 0; i < length; i++) {
    const cell = cellOfRow[i]!;
    if (cell >= 0) {
      rows[cell]!++;
      weightedRows++;
    }
  }
  return { cellOfRow, cellCount, categories, rows, weightedRows, missingRows };
}

interface PassResult {
  missing: number;
  /** A value with no category, when one was met. */
  unknown: number | null;
}

/** Maps (cell, category) keys to new cells numbered in the order first met. */
function slotTable(cells: number, k: number) {
  if (cells * k <= DENSE_SLOTS) {
    const slots = new Int32Array(cells * k).fill(-1);
    return {
      get: (key: number) => slots[key]!,
      set: (key: number, cell: number) => {
        slots[key] = cell;
      },
    };
  }
  const slots = new Map<number, number>();
  return {
    get: (key: number) => slots.get(key) ?? -1,
    set: (key: number, cell: number) => void slots.set(key, cell),
  };
}

function combineCoded(
  variable: WeightingVariable,
  table: Int32Array,
  cellOfRow: Int32Array,
  k: number,
  cells: number,
  parents: number[],
  cats: number[],
): PassResult {
  const codes = variable.coded!.codes;
  const slots = slotTable(cells, k);
  let missing = 0;
  for (let i = 0; i < cellOfRow.length; i++) {
    const cell = cellOfRow[i]!;
    if (cell < 0) continue;
    const cat = table[codes[i]!]!;
    if (cat < 0) {
      if (cat === UNKNOWN) return { missing, unknown: variable.coded!.values[codes[i]!]! };
      cellOfRow[i] = -1;
      missing++;
      continue;
    }
    const key = cell * k + cat;
    let next = slots.get(key);
    if (next < 0) {
      next = parents.length;
      slots.set(key, next);
      parents.push(cell);
      cats.push(cat);
    }
    cellOfRow[i] = next;
  }
  return { missing, unknown: null };
}

function combineValues(
  variable: WeightingVariable,
  lookup: (value: number) => number,
  cellOfRow: Int32Array,
  k: number,
  cells: number,
  parents: number[],
  cats: number[],
): PassResult {
  const values = variable.values;
  const slots = slotTable(cells, k);
  let missing = 0;
  for (let i = 0; i < cellOfRow.length; i++) {
    const cell = cellOfRow[i]!;
    if (cell < 0) continue;
    const cat = lookup(values[i]!);
    if (cat < 0) {
      if (cat === UNKNOWN) return { missing, unknown: values[i]! };
      cellOfRow[i] = -1;
      missing++;
      continue;
    }
    const key = cell * k + cat;
    let next = slots.get(key);
    if (next < 0) {
      next = parents.length;
      slots.set(key, next);
      parents.push(cell);
      cats.push(cat);
    }
    cellOfRow[i] = next;
  }
  return { missing, unknown: null };
}

/** Category of each one-byte code (value-codes.ts): code 0 is an empty cell. */
function codeTable(variable: WeightingVariable, values: readonly number[]): Int32Array {
  const lookup = valueLookup(values);
  const codeValues = variable.coded!.values;
  const table = new Int32Array(256).fill(UNKNOWN);
  table[0] = MISSING;
  for (let code = 1; code < codeValues.length; code++) table[code] = lookup(codeValues[code]!);
  return table;
}

function valueLookup(values: readonly number[]): (value: number) => number {
  const small = new Int32Array(SMALL_SPAN).fill(UNKNOWN);
  const others = new Map<number, number>();
  values.forEach((value, index) => {
    const slot = value - SMALL_MIN;
    if (Number.isInteger(slot) && slot >= 0 && slot < SMALL_SPAN) small[slot] = index;
    else others.set(value, index);
  });
  return (value) => {
    if (Number.isNaN(value)) return MISSING;
    const slot = value - SMALL_MIN;
    if ((slot | 0) === slot && slot >= 0 && slot < SMALL_SPAN) return small[slot]!;
    return others.get(value) ?? UNKNOWN;
  };
}

function unknownCategory(
  variable: WeightingVariable,
  value: number,
  cellOfRow: Int32Array,
  mask: RowMask | null,
): WeightingError {
  let rows = 0;
  for (let i = 0; i < cellOfRow.length; i++)
    if ((mask === null || mask[i] !== 0) && Object.is(variable.values[i], value)) rows++;
  const name = variable.label ?? variable.key;
  return new WeightingError(
    'unknown-category',
    `${name} has ${rows} rows of value ${value}, which has no target`,
    { keys: [variable.key], values: [value], rows },
  );
}
