import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDataset, Dataset } from './dataset.ts';
import { datasetContents } from './dataset-contents.ts';
import { JsonCursor } from './json-cursor.ts';
import type { CellValue, ColumnSpec, DatasetRow } from './types.ts';

const SPECS: ColumnSpec[] = [
  { key: 'q1', kind: 'single' },
  { key: 'q2_o1', kind: 'multi-flag' },
  { key: 'q3', kind: 'number' },
  { key: 'q4', kind: 'text' },
  { key: 'q5', kind: 'date' },
];

/** Every kind of cell JSON can carry, in every column: numbers JSON writes in every form, texts it escapes. */
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -5, max: 300 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(Number),
  fc.string({ maxLength: 4 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.string({ minLength: 12, maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '1', '2.5', '"'),
);

const row: fc.Arbitrary<DatasetRow> = fc.record({
  cells: fc.record({ q1: cell, q2_o1: cell, q3: cell, q4: cell, q5: cell }, { requiredKeys: [] }),
  status: fc.integer({ min: 0, max: 4 }),
  weight: fc.double({ min: 0, max: 5, noNaN: true }),
  submittedAt: fc.integer({ min: 0, max: 2e12 }),
  source: fc.option(fc.constantFrom('link', 'qr'), { nil: null }),
  device: fc.option(fc.constantFrom('pc', 'phone'), { nil: null }),
});

/** A row's cells as stored cells are written: a JSON array by column, trailing empties left out, optionally ASCII only. */
function cellsJson(one: DatasetRow, ascii: boolean): string {
  const cells = SPECS.map((spec) => one.cells[spec.key] ?? null);
  while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
  const json = JSON.stringify(cells);
  return ascii
    ? json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
}

describe('TypedRows', () => {
  it('rows read from JSON text, many at a time, equal rows appended one by one from their cells', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        (rows, capacity, ascii) => {
          const dataset = new Dataset(SPECS);
          const pending = dataset.typedRows(capacity);
          const cursor = new JsonCursor();
          for (const one of rows) {
            cursor.at(`x${cellsJson(one, ascii)}y`, 1);
            expect(pending.readJson(cursor)).toBe(true);
            expect(cursor.pos).toBe(cursor.text.length - 1);
            pending.commit(one);
            if (pending.full) dataset.appendRows(pending);
          }
          dataset.appendRows(pending);
          expect(datasetContents(dataset, { coded: true })).toEqual(
            // −0 too: JSON writes it as 0, and a number column holds a typed −0 as 0.
            datasetContents(buildDataset(SPECS, rows), { coded: true }),
          );
        },
      ),
    );
  });

  it('holds a typed −0 as 0, from cells and from JSON (which writes it as 0) alike', () => {
    const dataset = buildDataset(SPECS, [
      { cells: { q1: -0, q3: '-0' }, status: 1, submittedAt: 0 },
      { cells: { q1: 0, q3: 0 }, status: 1, submittedAt: 0 },
    ]);
    const values = (key: string) =>
      Array.from<unknown, boolean>(dataset.column(key)?.values ?? [], (v) => Object.is(v, 0));
    expect(values('q1')).toEqual([true, true]);
    expect(values('q3')).toEqual([true, true]);
    const q1 = dataset.column('q1');
    expect(q1 && 'coded' in q1 && q1.coded ? q1.coded.values : null).toEqual([Number.NaN, 0]);
  });

  it('refuses text it does not read (white space, nested values, literals, too many cells) and counts no row', () => {
    const dataset = new Dataset(SPECS);
    const pending = dataset.typedRows(4);
    const cursor = new JsonCursor();
    for (const text of [
      '[ "a"]',
      '["a" ]',
      '[[1]]',
      '[{"a":1}]',
      '[true]',
      '[1,2,3,"a","b",null]',
      '[1,]',
      '[1',
      '1',
      '["a]',
      '[01x]',
      '[-]',
    ]) {
      cursor.at(text, 0);
      expect(pending.readJson(cursor), text).toBe(false);
    }
    expect(pending.count).toBe(0);
    dataset.appendRows(pending);
    expect(dataset.length).toBe(0);
  });
});

describe('JsonCursor', () => {
  it('reads numbers and strings as JSON.parse does', () => {
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(Number),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(value, (v) => {
        const json = JSON.stringify(v);
        const cursor = new JsonCursor();
        cursor.at(`[${json}]`, 1);
        expect(Object.is(cursor.scalar(), JSON.parse(json))).toBe(true);
        expect(cursor.pos).toBe(json.length + 1);
      }),
    );
  });

  it('answers undefined for what is not a number, a string or null, and does not move', () => {
    const cursor = new JsonCursor();
    for (const text of ['[nul]', '[-]', '[x]', '["open]', '[1e]', '[]']) {
      cursor.at(text, 1);
      expect(cursor.scalar(), text).toBeUndefined();
      expect(cursor.pos, text).toBe(1);
    }
  });
});
