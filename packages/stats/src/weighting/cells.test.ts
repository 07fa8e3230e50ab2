import { describe, expect, it } from 'vitest';
import { ValueCodes } from '../dataset/value-codes.ts';
import { buildCells } from './cells.ts';
import type { WeightingError, WeightingVariable } from './types.ts';

/** A seeded generator, so a failure repeats. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function column(key: string, rows: number, k: number, next: () => number, empty = 0): WeightingVariable {
  const values = Float64Array.from({ length: rows }, () =>
    next() < empty ? Number.NaN : 10 * Math.floor(next() * k) - 7,
  );
  return { key, values };
}

const categoriesOf = (k: number) => Array.from({ length: k }, (_, c) => 10 * c - 7);

/** Same combination of values ⇔ same cell, and each cell's categories decode to its rows' values. */
function expectFaithful(variables: WeightingVariable[], ks: number[], mask: Uint8Array | null) {
  const categoryValues = ks.map(categoriesOf);
  const table = buildCells(variables, categoryValues, mask);
  const cellOfTuple = new Map<string, number>();
  let weighted = 0;
  let missing = 0;
  for (let i = 0; i < variables[0]!.values.length; i++) {
    const values = variables.map((variable) => variable.values[i]!);
    const cell = table.cellOfRow[i]!;
    if (mask !== null && mask[i] === 0) {
      expect(cell).toBe(-1);
      continue;
    }
    if (values.some(Number.isNaN)) {
      expect(cell).toBe(-1);
      missing++;
      continue;
    }
    weighted++;
    const tuple = values.join(',');
    expect(cellOfTuple.get(tuple) ?? cell).toBe(cell);
    cellOfTuple.set(tuple, cell);
    expect(table.categories.map((cats, v) => categoryValues[v]![cats[cell]!])).toEqual(values);
  }
  expect(table.cellCount).toBe(cellOfTuple.size);
  expect([table.weightedRows, table.missingRows]).toEqual([weighted, missing]);
  expect(table.rows.reduce((sum, rows) => sum + rows, 0)).toBe(weighted);
}

describe('buildCells', () => {
  it('numbers combinations through the dense table, with a mask and empty cells', () => {
    const next = random(3);
    const ks = [2, 5, 10];
    const variables = ks.map((k, v) => column(`v${v}`, 3000, k, next, 0.05));
    const mask = Uint8Array.from({ length: 3000 }, () => +(next() < 0.8));
    expectFaithful(variables, ks, mask);
  });

  it('numbers combinations through a map once they outgrow the dense table', () => {
    const next = random(5);
    // Some 2,500 cells after the first two variables × 1,000 categories of the third: over 2^20
    // slots (and values past the small-integer table, found through a map too).
    const ks = [100, 60, 1000];
    expectFaithful(
      ks.map((k, v) => column(`v${v}`, 4000, k, next)),
      ks,
      null,
    );
  });

  it('reads one-byte codes as their values, and names a value without a target', () => {
    const next = random(7);
    const plain = column('x', 500, 4, next, 0.1);
    const codes = new ValueCodes();
    codes.pushAll(plain.values);
    const coded = { ...plain, coded: codes.view()! };
    const other = column('y', 500, 3, next);
    const a = buildCells([plain, other], [categoriesOf(4), categoriesOf(3)], null);
    const b = buildCells([coded, other], [categoriesOf(4), categoriesOf(3)], null);
    expect([...b.cellOfRow]).toEqual([...a.cellOfRow]);
    let error: WeightingError | undefined;
    try {
      buildCells([coded], [categoriesOf(3)], null);
    } catch (caught) {
      error = caught as WeightingError;
    }
    const rows = plain.values.filter((value) => value === 23).length;
    expect([error?.code, error?.details]).toEqual(['unknown-category', { keys: ['x'], values: [23], rows }]);
  });
});
