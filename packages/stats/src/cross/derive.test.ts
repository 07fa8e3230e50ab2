import { describe, expect, it } from 'vitest';
import { FLAG_EMPTY } from '../dataset/types.ts';
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
    const status = dictionaryVariable('status', 'Status', Uint8Array.from([1, 0, 2]), ['a', 'b', 'c'], 0);
    expect(valuesOf(status.values)).toEqual([1, null, 2]);
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
