import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAG_EMPTY } from '../dataset/types.ts';
import { rowsOf, selectionWeights } from './common.ts';
import { maxDiffResult } from './max-diff.ts';
import { multipleFrequency } from './multiple.ts';
import { npsResult } from './nps.ts';
import { numericSummary } from './numeric.ts';
import { rankResult } from './rank.ts';
import { singleFrequency } from './single.ts';

const categories = [1, 2, 3].map((value) => ({ value, label: `c${value}` }));
const code = fc.oneof(
  fc.constant(Number.NaN),
  fc.integer({ min: 0, max: 4 }),
  fc.constant(2.5),
  fc.constant(5000),
);
const flag = fc.constantFrom(0, 1, FLAG_EMPTY);
const data = fc.integer({ min: 0, max: 40 }).chain((n) =>
  fc.record({
    a: fc.array(code, { minLength: n, maxLength: n }),
    b: fc.array(code, { minLength: n, maxLength: n }),
    f: fc.array(flag, { minLength: n, maxLength: n }),
    g: fc.array(flag, { minLength: n, maxLength: n }),
    weights: fc.array(fc.double({ min: 0, max: 3, noNaN: true }), { minLength: n, maxLength: n }),
    mask: fc.array(fc.constantFrom(0, 1), { minLength: n, maxLength: n }),
    weighted: fc.boolean(),
  }),
);

describe('frequencies over selected rows', () => {
  it('give with a mask, with its rows, and over the kept rows alone the same figures', () => {
    fc.assert(
      fc.property(data, (d) => {
        const mask = Uint8Array.from(d.mask);
        const kept = (values: readonly number[]) => values.filter((_, i) => d.mask[i] === 1);
        const f64 = (values: readonly number[]) => Float64Array.from(values);
        const u8 = (values: readonly number[]) => Uint8Array.from(values);
        const all = (
          a: readonly number[],
          b: readonly number[],
          f: readonly number[],
          g: readonly number[],
          weights: readonly number[],
          input: object,
        ) => {
          const w = d.weighted ? { weights: f64(weights) } : {};
          const n = a.length;
          const inputs = { ...input, ...w };
          return {
            single: singleFrequency(f64(a), categories, inputs),
            numeric: numericSummary(f64(b), inputs),
            nps: npsResult(f64(a), inputs),
            multiple: multipleFrequency(
              [
                { key: 'f', values: u8(f) },
                { key: 'g', values: u8(g) },
              ],
              n,
              inputs,
            ),
            rank: rankResult(
              [
                { key: 'a', values: f64(a) },
                { key: 'b', values: f64(b) },
              ],
              n,
              inputs,
            ),
            maxDiff: maxDiffResult([{ key: 'a', best: f64(a), worst: f64(b) }], inputs),
          };
        };
        const masked = all(d.a, d.b, d.f, d.g, d.weights, { mask });
        const byRows = all(d.a, d.b, d.f, d.g, d.weights, { rows: rowsOf(mask) });
        const alone = all(kept(d.a), kept(d.b), kept(d.f), kept(d.g), kept(d.weights), {});
        expect(byRows).toEqual(masked);
        expect(masked).toEqual(alone);
      }),
    );
  });

  it('rowsOf lists the kept rows in order', () => {
    expect(Array.from(rowsOf(Uint8Array.from([0, 1, 1, 0, 1, 0])))).toEqual([1, 2, 4]);
    expect(Array.from(rowsOf(new Uint8Array(3)))).toEqual([]);
  });

  it('selectionWeights drops weights that are all 1 among the selected rows', () => {
    const weights = Float64Array.from([1, 0.5, 1, 1]);
    expect(selectionWeights(weights, Int32Array.from([0, 2, 3]))).toBeNull();
    expect(selectionWeights(weights, Int32Array.from([1]))).toBe(weights);
    expect(selectionWeights(weights, null)).toBe(weights);
    expect(selectionWeights(Float64Array.from([1, 1]), null)).toBeNull();
  });
});
