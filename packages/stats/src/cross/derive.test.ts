import { describe, expect, it } from 'vitest';
import { FLAG_EMPTY } from '../dataset/types.ts';
import { ValueCodes } from '../dataset/value-codes.ts';
import { crossTable } from './cross-table.ts';
import {
  bandVariable,
  dictionaryVariable,
  listVariable,
  nestVariables,
  npsGroups,
  timeVariable,
} from './derive.ts';
import { columnLetter } from './letters.ts';
import type { CrossVariable } from './types.ts';

const floats = (values: (number | null)[]) => Float64Array.from(values, (v) => (v === null ? Number.NaN : v));
const valuesOf = (values: Float64Array) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

describe('derived variables', () => {
  it('bands are inclusive and the first band that holds a value wins', () => {
    const band = bandVariable('age', 'Age', floats([17, 18, 30, 31, null, 200]), [
      { label: '≤ 18', max: 18 },
      { label: '18–30', min: 18, max: 30 },
      { label: '31–99', min: 31, max: 99 },
    ]);
    expect(valuesOf(band.values)).toEqual([1, 1, 2, 3, null, null]);
    expect(band.categories.map((c) => c.value)).toEqual([1, 2, 3]);
  });

  it('NPS groups are 0–6, 7–8 and 9–10', () => {
    expect(valuesOf(npsGroups('p', 'P', floats([0, 6, 7, 8, 9, 10, null])).values)).toEqual([
      1,
      1,
      2,
      2,
      3,
      3,
      null,
    ]);
  });

  it('dictionary codes name their labels and the missing code is empty', () => {
    const source = dictionaryVariable('source', 'Source', Int32Array.from([0, 1, -1, 1]), ['link', 'qr']);
    expect(valuesOf(source.values)).toEqual([0, 1, null, 1]);
    expect(source.categories).toEqual([
      { value: 0, label: 'link' },
      { value: 1, label: 'qr' },
    ]);
    expect(source.coded?.codes).toEqual(Uint8Array.from([1, 2, 0, 2]));
    const status = dictionaryVariable('status', 'Status', Uint8Array.from([1, 0, 2]), ['a', 'b', 'c'], 0);
    expect(valuesOf(status.values)).toEqual([1, null, 2]);
    // A code no label names keeps its value (left out of a table; a weighting scheme refuses it).
    const unnamed = dictionaryVariable('device', 'Device', Int32Array.from([0, 3, -1]), ['pc', 'phone']);
    expect(valuesOf(unnamed.values)).toEqual([0, 3, null]);
    expect(unnamed.coded).toBeUndefined();
    const below = dictionaryVariable('device', 'Device', Int32Array.from([0, -2, -1]), ['pc']);
    expect(valuesOf(below.values)).toEqual([0, -2, null]);
    expect(below.coded).toBeUndefined();
    // The last label's code is named (code + 1 = the label count, the top of the one-byte codes).
    const last = dictionaryVariable('device', 'Device', Int32Array.from([1, -1, 0]), ['pc', 'phone']);
    expect(last.coded?.codes).toEqual(Uint8Array.from([2, 0, 1]));
  });

  it('days and ISO weeks in local time, ascending', () => {
    const at = (iso: string) => Date.parse(iso);
    const times = Float64Array.from([
      at('2027-01-01T10:00:00Z'),
      at('2026-01-01T10:00:00Z'),
      at('2024-12-30T00:30:00Z'),
      Number.NaN,
    ]);
    const days = timeVariable('d', 'Day', times, 'day', 0);
    expect(days.categories.map((c) => c.label)).toEqual(['2024-12-30', '2026-01-01', '2027-01-01']);
    // An hour west of UTC, 00:30 on 30 December is still the 29th (a Sunday: week 52 of 2024).
    const west = timeVariable('d', 'Day', times, 'day', -60);
    expect(west.categories.map((c) => c.label)).toEqual(['2024-12-29', '2026-01-01', '2027-01-01']);
    const weeks = timeVariable('w', 'Week', times, 'week', 0);
    expect(weeks.categories.map((c) => c.label)).toEqual(['2025-W01', '2026-W01', '2026-W53']);
    expect(valuesOf(weeks.values)[3]).toBeNull();
    expect(
      timeVariable('w', 'Week', Float64Array.from([at('2021-01-03T12:00:00Z')]), 'week', 0).categories[0]!
        .label,
    ).toBe('2020-W53');
  });

  it('tag lists become a multiple-response variable', () => {
    const tags = listVariable('t', 'Tags', ['price; speed', null, 'speed', ' ;price '], ';');
    expect(tags.categories.map((c) => c.label)).toEqual(['price', 'speed']);
    expect(tags.flags.map((f) => Array.from(f))).toEqual([
      [1, FLAG_EMPTY, 0, 1],
      [1, FLAG_EMPTY, 1, 0],
    ]);
  });

  it('nests two single variables into one, and a multiple one into flags', () => {
    const outer = {
      kind: 'single' as const,
      key: 'g',
      label: 'G',
      categories: [
        { value: 1, label: 'm' },
        { value: 2, label: 'f' },
      ],
      values: floats([1, 2, 2, null]),
    };
    const inner = {
      kind: 'single' as const,
      key: 'a',
      label: 'A',
      categories: [
        { value: 5, label: 'young' },
        { value: 6, label: 'old' },
      ],
      values: floats([6, 5, 6, 5]),
    };
    const nested = nestVariables(outer, inner);
    expect(nested.kind).toBe('single');
    expect(nested.categories.map((c) => c.label)).toEqual(['m / young', 'm / old', 'f / young', 'f / old']);
    if (nested.kind === 'single') expect(valuesOf(nested.values)).toEqual([2, 3, 4, null]);
    const tags = listVariable('t', 'Tags', ['x', 'x;y', null, 'y'], ';');
    const mixed = nestVariables(outer, tags);
    expect(mixed.kind).toBe('multi');
    if (mixed.kind === 'multi')
      expect(mixed.flags.map((f) => Array.from(f))).toEqual([
        [1, 0, FLAG_EMPTY, FLAG_EMPTY],
        [0, 0, FLAG_EMPTY, FLAG_EMPTY],
        [0, 1, FLAG_EMPTY, FLAG_EMPTY],
        [0, 1, FLAG_EMPTY, FLAG_EMPTY],
      ]);
  });

  it('a derived banner crosses like any variable', () => {
    const score = floats([0, 5, 7, 9, 10, 10, null]);
    const table = crossTable({
      stubs: [{ kind: 'numeric', key: 's', label: 'S', values: score }],
      banner: [npsGroups('p', 'P', score)],
    });
    expect(table.columns.map((c) => c.letter)).toEqual([null, 'A', 'B', 'C']);
    if (table.blocks[0]!.kind === 'numeric')
      expect(table.blocks[0]!.cells.map((c) => c.mean)).toEqual([41 / 6, 2.5, 7, 29 / 3]);
  });
});

describe('derived variables from one-byte codes', () => {
  /** A column of `length` rows with a few values (some empty), coded as the dataset codes it. */
  function column(length: number, pick: (i: number) => number | null) {
    const values = floats(Array.from({ length }, (_, i) => pick(i)));
    const codes = new ValueCodes();
    codes.pushAll(values);
    return { values, coded: codes.view()! };
  }
  // 1,003 rows: whole words and a tail of three rows; a mask dropping every fifth row.
  const length = 1003;
  const score = column(length, (i) => (i % 13 === 0 ? null : (i * 7) % 11));
  const group = column(length, (i) => (i % 17 === 0 ? null : 1 + (i % 4)));
  // More than 15 values: its codes do not fit the nibble pairs of the word pass.
  const wide = column(length, (i) => (i % 19 === 0 ? null : (i * 5) % 23));
  const mask = Uint8Array.from({ length }, (_, i) => +(i % 5 !== 0));
  const bands = [
    { label: 'low', max: 3 },
    { label: 'mid', min: 4, max: 6 },
    { label: 'high', min: 9 },
  ];

  it('have the values the floats give, made only when read', () => {
    const fromCodes = bandVariable('b', 'B', score.values, bands, score.coded);
    expect(fromCodes.coded?.codes).toBe(score.coded.codes);
    expect(Array.from(fromCodes.values)).toEqual(
      Array.from(bandVariable('b', 'B', score.values, bands).values),
    );
    expect(fromCodes.values).toBe(fromCodes.values);
    const nps = npsGroups('n', 'N', score.values, score.coded, ['d', 'p', 'P']);
    expect(nps.categories.map((c) => c.label)).toEqual(['d', 'p', 'P']);
    expect(Array.from(nps.values)).toEqual(Array.from(npsGroups('n', 'N', score.values).values));
  });

  it('cross as the same variables from floats, over a mask or every row (the word pass)', () => {
    const single = (from: typeof group, values: number[], coded: boolean): CrossVariable => ({
      kind: 'single',
      key: 'g',
      label: 'G',
      categories: values.map((value) => ({ value, label: String(value) })),
      values: from.values,
      ...(coded ? { coded: from.coded } : {}),
    });
    // One banner variable is counted by the word pass; two fold into one group code per row.
    for (const [keep, banners] of [mask, null].flatMap((m) => [1, 2].map((b) => [m, b] as const))) {
      const table = (coded: boolean) =>
        crossTable({
          stubs: [
            single(group, [1, 2, 3], coded),
            single(wide, [0, 2, 3, 5, 8, 13, 21, 22], coded),
            { kind: 'numeric', key: 's', label: 'S', values: score.values, coded: score.coded },
          ],
          banner: [
            bandVariable('b', 'B', score.values, bands, coded ? score.coded : null),
            npsGroups('n', 'N', score.values, coded ? score.coded : null),
          ].slice(0, banners),
          mask: keep,
        });
      const expected = table(false);
      expect(table(true)).toEqual(expected);
      const block = expected.blocks[0]!;
      if (block.kind !== 'categorical') throw new Error('categorical expected');
      expect(block.bases[0]!.unweightedBase).toBeGreaterThan(0);
    }
  });
});

describe('multi stubs', () => {
  it('count rows whose length is not a whole number of words (the tail row by row)', () => {
    const tags = listVariable('t', 'Tags', ['x', 'x;y', null, 'y', 'z', null, 'x;z'], ';');
    const table = crossTable({ stubs: [tags], banner: [] });
    const block = table.blocks[0]!;
    if (block.kind !== 'categorical') throw new Error('categorical expected');
    expect(block.bases[0]!.base).toBe(5);
    expect(block.rows.map((row) => row.cells[0]!.count)).toEqual([3, 2, 2]);
    expect(block.mentions).toEqual([7]);
  });
});

describe('column letters', () => {
  it('run A–Z then AA, AB', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
