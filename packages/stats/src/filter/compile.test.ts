import { describe, expect, it } from 'vitest';
import { buildDataset } from '../dataset/dataset.ts';
import type { DatasetRow } from '../dataset/types.ts';
import { compileFilter, countMask } from './compile.ts';
import type { Filter } from './types.ts';

// Six responses: gender (single 1/2), flag "likes tea", age (number), comment (text).
const rows: DatasetRow[] = [
  {
    cells: { g: 1, tea: 1, age: 20, c: 'Great tea' },
    status: 1,
    submittedAt: 100,
    source: 'link',
    device: 'pc',
  },
  { cells: { g: 2, tea: 0, age: 35, c: 'ok' }, status: 1, submittedAt: 200, source: 'qr', device: 'phone' },
  { cells: { g: 1, tea: 0, age: 41 }, status: 2, submittedAt: 300, source: 'link', device: 'phone' },
  { cells: { g: 2, tea: 1, c: '' }, status: 1, submittedAt: 400, device: 'pc' },
  { cells: { tea: null, age: 18, c: 'TEA time' }, status: 3, submittedAt: 500, source: 'qr' },
  { cells: { g: 1, tea: 1, age: 65 }, status: 1, submittedAt: 600, source: 'link', device: 'pc' },
];
const dataset = buildDataset(
  [
    { key: 'g', kind: 'single' },
    { key: 'tea', kind: 'multi-flag' },
    { key: 'age', kind: 'number' },
    { key: 'c', kind: 'text' },
  ],
  rows,
);
const mask = (filter: Filter) => Array.from(compileFilter(dataset, filter));

describe('compileFilter', () => {
  it('keeps every row without conditions', () => {
    expect(mask({})).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('tests equals / in / not in, leaving empty cells out', () => {
    expect(mask({ where: { column: 'g', op: 'equals', value: 1 } })).toEqual([1, 0, 1, 0, 0, 1]);
    expect(mask({ where: { column: 'g', op: 'in', values: [1, 2] } })).toEqual([1, 1, 1, 1, 0, 1]);
    // Row 5 has no gender: "not 1" does not match it.
    expect(mask({ where: { column: 'g', op: 'not-in', values: [1] } })).toEqual([0, 1, 0, 1, 0, 0]);
    expect(mask({ where: { column: 'tea', op: 'equals', value: 1 } })).toEqual([1, 0, 0, 1, 0, 1]);
    // The empty flag's byte is no value a row holds.
    expect(mask({ where: { column: 'tea', op: 'equals', value: 255 } })).toEqual([0, 0, 0, 0, 0, 0]);
    expect(mask({ where: { column: 'g', op: 'equals', value: 'x' } })).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('tests ranges inclusively and open at an absent end', () => {
    expect(mask({ where: { column: 'age', op: 'range', min: 20, max: 41 } })).toEqual([1, 1, 1, 0, 0, 0]);
    expect(mask({ where: { column: 'age', op: 'range', min: 40 } })).toEqual([0, 0, 1, 0, 0, 1]);
  });

  it('tests empty / not empty for numbers, flags and text ("" is empty)', () => {
    expect(mask({ where: { column: 'age', op: 'empty' } })).toEqual([0, 0, 0, 1, 0, 0]);
    expect(mask({ where: { column: 'tea', op: 'empty' } })).toEqual([0, 0, 0, 0, 1, 0]);
    expect(mask({ where: { column: 'c', op: 'not-empty' } })).toEqual([1, 1, 0, 0, 1, 0]);
  });

  it('tests text contains case-insensitively', () => {
    expect(mask({ where: { column: 'c', op: 'contains', text: 'tea' } })).toEqual([1, 0, 0, 0, 1, 0]);
  });

  it('combines conditions with and / or groups, nested', () => {
    // (g = 1 and tea = 1) or age ≤ 18 → rows 1, 6 and 5.
    const where = {
      any: [
        {
          all: [
            { column: 'g', op: 'equals', value: 1 },
            { column: 'tea', op: 'equals', value: 1 },
          ],
        },
        { column: 'age', op: 'range', max: 18 },
      ],
    } as const;
    expect(mask({ where })).toEqual([1, 0, 0, 0, 1, 1]);
    expect(mask({ where: { all: [] } })).toEqual([1, 1, 1, 1, 1, 1]);
    expect(mask({ where: { any: [] } })).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('negates a node with not, empty cells included', () => {
    expect(mask({ where: { not: { column: 'g', op: 'equals', value: 1 } } })).toEqual([0, 1, 0, 1, 1, 0]);
    expect(
      mask({
        where: {
          all: [{ column: 'age', op: 'not-empty' }, { not: { column: 'age', op: 'range', max: 35 } }],
        },
      }),
    ).toEqual([0, 0, 1, 0, 0, 1]);
  });

  it('filters status, time range (from inclusive, to exclusive), source and device', () => {
    expect(mask({ statuses: [1] })).toEqual([1, 1, 0, 1, 0, 1]);
    expect(mask({ from: 200, to: 500 })).toEqual([0, 1, 1, 1, 0, 0]);
    expect(mask({ sources: ['qr'] })).toEqual([0, 1, 0, 0, 1, 0]);
    expect(mask({ devices: ['pc', 'tablet'] })).toEqual([1, 0, 0, 1, 0, 1]);
    // Statuses no row has, and a row without a device ("none" is no device listed).
    expect(mask({ statuses: [1, 3, 7, 300] })).toEqual([1, 1, 0, 1, 1, 1]);
    expect(mask({ devices: ['phone'] })).toEqual([0, 1, 1, 0, 0, 0]);
    expect(mask({ statuses: [1], devices: ['pc'], where: { column: 'g', op: 'equals', value: 1 } })).toEqual([
      1, 0, 0, 0, 0, 1,
    ]);
  });

  it('sees a column the dataset lacks as empty everywhere', () => {
    expect(mask({ where: { column: 'gone', op: 'equals', value: 1 } })).toEqual([0, 0, 0, 0, 0, 0]);
    expect(mask({ where: { column: 'gone', op: 'empty' } })).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('compiles the rows from a start alone, equal to the tail of the whole mask', () => {
    const filters: Filter[] = [
      { statuses: [1], devices: ['pc'], where: { column: 'g', op: 'equals', value: 1 } },
      { sources: ['link'], from: 150, to: 650, where: { not: { column: 'c', op: 'empty' } } },
      {
        where: {
          any: [
            { column: 'age', op: 'range', min: 40 },
            { column: 'tea', op: 'equals', value: 1 },
          ],
        },
      },
    ];
    for (const filter of filters)
      for (const start of [1, 3, 5])
        expect(Array.from(compileFilter(dataset, filter, start))).toEqual(mask(filter).slice(start));
  });

  it('counts the rows a mask keeps', () => {
    expect(countMask(compileFilter(dataset, { statuses: [1] }), 6)).toBe(4);
    expect(countMask(null, 6)).toBe(6);
  });
});
