import { describe, expect, it } from 'vitest';
import { FLAG_EMPTY } from '../dataset/types.ts';
import { ValueCodes } from '../dataset/value-codes.ts';
import { rowsOf } from '../frequency/common.ts';
import { combinedDirect } from './banner-direct.ts';
import { codeLookup } from './category-codes.ts';
import { crossTable } from './cross-table.ts';
import { sliceVariable } from './slice.ts';
import type { CrossInput, CrossVariable } from './types.ts';

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Single = Extract<CrossVariable, { kind: 'single' }>;

/** Values 0 … distinct − 1 (a share empty); categories name all but the last, which is left out. */
function single(key: string, length: number, distinct: number, next: () => number): Single {
  const values = Float64Array.from({ length }, () =>
    next() < 0.1 ? Number.NaN : Math.floor(next() * distinct),
  );
  const categories = Array.from({ length: distinct - 1 }, (_, v) => ({ value: v, label: `${key}${v}` }));
  const codes = new ValueCodes();
  codes.pushAll(values);
  return { kind: 'single', key, label: key, categories, values, coded: codes.view()! };
}

/** The same variable without its codes: the banner fills group codes per row (the old path). */
const plain = ({ coded: _, ...variable }: Single): Single => variable;

function multi(length: number, options: number, next: () => number): CrossVariable {
  const answered = Uint8Array.from({ length }, () => +(next() > 0.2));
  return {
    kind: 'multi',
    key: 'm',
    label: 'm',
    categories: Array.from({ length: options }, (_, c) => ({ label: `m${c}` })),
    flags: Array.from({ length: options }, () =>
      Uint8Array.from(answered, (a) => (a ? +(next() < 0.4) : FLAG_EMPTY)),
    ),
  };
}

describe('combinedDirect', () => {
  it("reads each row's group code as the variables' codes folded with their strides", () => {
    const next = random(7);
    const length = 1001;
    const a = single('a', length, 6, next);
    const b = single('b', length, 4, next);
    const parts = [a, b].map((v, d) => ({
      codes: v.coded!.codes,
      lookup: codeLookup(v.categories, v.coded!),
      span: v.coded!.values.length,
      stride: d === 0 ? 1 : a.categories.length + 1,
    }));
    const direct = combinedDirect(parts, length)!;
    for (let i = 0; i < length; i++) {
      const expected = parts.reduce((sum, p) => sum + p.lookup[p.codes[i]!]! * p.stride, 0);
      expect(direct.lookup[direct.codes[i]!]).toBe(expected);
    }
  });

  it('gives up when the codes together pass one byte', () => {
    const part = { codes: new Uint8Array(8), lookup: new Uint16Array(256), span: 17, stride: 1 };
    expect(combinedDirect([part, { ...part, stride: 18 }], 8)).toBeNull();
  });
});

describe('a cross table whose banner is several coded single variables', () => {
  const next = random(42);
  const length = 4003;
  const banner = [single('a', length, 6, next), single('b', length, 5, next), single('c', length, 3, next)];
  const stubs: CrossVariable[] = [
    single('s', length, 7, next),
    plain(single('p', length, 5, next)),
    multi(length, 5, next),
    { kind: 'numeric', key: 'n', label: 'n', values: single('n', length, 9, next).values },
  ];
  const mask = Uint8Array.from({ length }, () => +(next() < 0.7));
  const sparse = Uint8Array.from({ length }, () => +(next() < 0.05));
  const weights = Float64Array.from({ length }, () => 0.5 + next());
  const selections: [string, Partial<CrossInput>][] = [
    ['every row', {}],
    ['a mask', { mask }],
    ['a short list of rows', { mask: sparse, rows: rowsOf(sparse) }],
    ['weights and a mask', { mask, weights }],
  ];

  for (const [name, selection] of selections)
    it(`counts as the group codes filled row by row do, over ${name}`, () => {
      const table = (b: Single[]) => crossTable({ stubs, banner: b, ...selection });
      expect(table(banner)).toEqual(table(banner.map(plain)));
      expect(table(banner.slice(0, 2))).toEqual(table(banner.slice(0, 2).map(plain)));
    });

  it('counts the appended rows of a slice (codes off a word) as the old path does', () => {
    const cut = (v: CrossVariable) => sliceVariable(v, 1001, length);
    const part = mask.subarray(1001);
    const table = (b: Single[]) =>
      crossTable({ stubs: stubs.map(cut), banner: b.map((v) => cut(v) as Single), mask: part });
    expect(table(banner)).toEqual(table(banner.map(plain)));
  });
});

describe('a table without banner (a tally)', () => {
  const next = random(9);
  const length = 2002;
  const stubs = [single('s', length, 12, next), single('w', length, 40, next)];
  const mask = Uint8Array.from({ length }, () => +(next() < 0.6));
  const every = new Uint8Array(length).fill(1);

  // A list of rows is counted row by row (histogram.ts `directPass`), the mask four rows a word.
  for (const [name, kept] of [
    ['every row', every],
    ['a mask', mask],
  ] as const)
    it(`counts a stub four rows a word as row by row, over ${name}`, () => {
      for (const stub of stubs)
        for (const s of [stub, plain(stub)]) {
          const words = crossTable({ stubs: [s], banner: [], mask: kept === every ? null : kept });
          expect(words).toEqual(crossTable({ stubs: [s], banner: [], rows: rowsOf(kept) }));
        }
    });
});
