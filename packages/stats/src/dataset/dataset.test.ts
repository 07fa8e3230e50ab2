import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDataset, Dataset } from './dataset.ts';
import { datasetContents } from './dataset-contents.ts';
import type { ColumnSpec, DatasetRow } from './types.ts';
import { FLAG_EMPTY, isTextColumn } from './types.ts';

const SPECS: ColumnSpec[] = [
  { key: 'q1', kind: 'single', categories: [{ value: 1, label: 'A' }] },
  { key: 'q2_o1', kind: 'multi-flag' },
  { key: 'q3', kind: 'number' },
  { key: 'q4', kind: 'text' },
  { key: 'q5', kind: 'file' },
];

const cell = fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 20 }), fc.string({ maxLength: 4 }));
const row: fc.Arbitrary<DatasetRow> = fc.record({
  cells: fc.record({ q1: cell, q2_o1: fc.constantFrom(0, 1, null), q3: cell, q4: cell, q5: cell }),
  status: fc.integer({ min: 0, max: 4 }),
  weight: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
  submittedAt: fc.integer({ min: 0, max: 2e12 }),
  source: fc.option(fc.constantFrom('link', 'qr', 'mail'), { nil: undefined }),
  device: fc.option(fc.constantFrom('pc', 'phone'), { nil: undefined }),
});

describe('Dataset', () => {
  it('stores cells by kind: NaN for empty numbers, 255 for unanswered flags, null for empty text', () => {
    const dataset = buildDataset(SPECS, [
      { cells: { q1: 1, q2_o1: 1, q3: '2.5', q4: 'hi', other: 9 }, status: 1, submittedAt: 10 },
      { cells: { q2_o1: 0, q3: 'x' }, status: 2, weight: 2, submittedAt: 20, source: 'qr', device: 'pc' },
      { cells: {}, status: 1, submittedAt: 30 },
    ]);
    expect(datasetContents(dataset)).toEqual({
      length: 3,
      columns: [
        [1, Number.NaN, Number.NaN],
        [1, 0, FLAG_EMPTY],
        [2.5, Number.NaN, Number.NaN],
        ['hi', null, null],
        [null, null, null],
      ],
      status: [1, 2, 1],
      weight: [1, 2, 1],
      time: [10, 20, 30],
      source: [null, 'qr', null],
      device: [null, 'pc', null],
    });
    expect(dataset.column('other')).toBeUndefined();
  });

  it('built in one go equals built by appending in batches and one row at a time', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.array(fc.nat(60), { maxLength: 5 }), (rows, cuts) => {
        const whole = buildDataset(SPECS, rows);
        const batched = new Dataset(SPECS);
        const bounds = [
          0,
          ...cuts.map((cut) => Math.min(cut, rows.length)).sort((a, b) => a - b),
          rows.length,
        ];
        for (let i = 1; i < bounds.length; i++) batched.append(rows.slice(bounds[i - 1], bounds[i]));
        const single = new Dataset(SPECS);
        for (const one of rows) single.appendRow(one);
        expect(datasetContents(batched)).toEqual(datasetContents(whole));
        expect(datasetContents(single)).toEqual(datasetContents(whole));
      }),
    );
  });

  it('cells by column index (one reused RowCells) equal keyed rows, appended and set', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(39), row), { maxLength: 10 }),
        (rows, changes) => {
          const indexed = new Dataset(SPECS);
          const cells = indexed.rowCells();
          const fill = (one: DatasetRow) => {
            for (const [key, value] of Object.entries(one.cells)) {
              const c = indexed.columnIndex(key);
              if (c >= 0) cells[c] = value;
            }
          };
          for (const one of rows) {
            fill(one);
            indexed.appendCells(cells, one);
            expect(cells.every((value) => value === undefined)).toBe(true);
          }
          const final = [...rows];
          for (const [at, next] of changes) {
            const index = at % rows.length;
            fill(next);
            indexed.setCells(index, cells, next);
            final[index] = next;
          }
          expect(datasetContents(indexed)).toEqual(datasetContents(buildDataset(SPECS, final)));
          expect(indexed.columnIndex('nope')).toBe(-1);
        },
      ),
    );
  });

  it('setRow replaces a row in place: equal to a dataset built with the final rows', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(39), row), { maxLength: 20 }),
        (rows, changes) => {
          const changed = new Dataset(SPECS);
          changed.append(rows);
          const final = [...rows];
          for (const [at, next] of changes) {
            const index = at % rows.length;
            changed.setRow(index, next);
            final[index] = next;
          }
          expect(datasetContents(changed)).toEqual(datasetContents(buildDataset(SPECS, final)));
        },
      ),
    );
  });

  it('setRow refuses a row that was never appended', () => {
    const dataset = buildDataset(SPECS, []);
    expect(() => dataset.setRow(0, { cells: {}, status: 1, submittedAt: 0 })).toThrow(RangeError);
  });
});

describe('Dataset filled rows (and their flags) of a text column', () => {
  const blank = (value: unknown) => value === null || String(value).trim() === '';
  it('lists exactly the non-blank rows in order, after appends and after setRow changes', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), row), { maxLength: 10 }),
        (rows, changes) => {
          const dataset = new Dataset(SPECS);
          dataset.append(rows);
          for (const [at, replacement] of changes)
            if (dataset.length > 0) dataset.setRow(at % dataset.length, replacement);
          for (const key of ['q4', 'q5']) {
            const column = dataset.column(key);
            if (!column || !isTextColumn(column)) throw new Error('text column expected');
            const expected = column.values.flatMap((value, i) => (blank(value) ? [] : [i]));
            expect(Array.from(column.filled ?? [])).toEqual(expected);
            expect(Array.from(column.filledFlags ?? [])).toEqual(
              column.values.map((value) => +!blank(value)),
            );
          }
        },
      ),
    );
  });
});
