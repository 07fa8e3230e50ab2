import { describe, expect, it } from 'vitest';
import { rankResult } from './rank.ts';

const N = Number.NaN;
// Five respondents; row 2 ranked nothing, row 4 ranked only A and B.
const columns = [
  { key: 'A', label: 'Apple', values: Float64Array.from([1, 2, N, 1, 1]) },
  { key: 'B', values: Float64Array.from([2, 1, N, 3, 2]) },
  { key: 'C', values: Float64Array.from([3, 3, N, 2, N]) },
];

describe('rankResult', () => {
  it('gives the mean rank and the first-place share of the base', () => {
    // Base 4. A: (1+2+1+1)/4 = 1.25, first 3 → 75 %. B: (2+1+3+2)/4 = 2, first 1 → 25 %.
    // C: (3+3+2)/3 = 2.667, first 0 → 0 %.
    const result = rankResult(columns, 5);
    expect(result.base).toBe(4);
    expect(result.items.map((i) => [i.key, i.label, i.ranked, i.first, i.firstShare])).toEqual([
      ['A', 'Apple', 4, 3, 75],
      ['B', null, 4, 1, 25],
      ['C', null, 3, 0, 0],
    ]);
    expect(result.items[0]!.meanRank).toBe(1.25);
    expect(result.items[1]!.meanRank).toBe(2);
    expect(result.items[2]!.meanRank).toBeCloseTo(8 / 3, 12);
  });

  it('weights mean ranks and shares', () => {
    // Weights 1,2,(1),1,0.5: base 4.5. A: (1+4+1+0.5)/4.5 = 1.444, first 1+1+0.5 = 2.5 → 55.556 %.
    // B: (2+2+3+1)/4.5 = 1.778, first 2 → 44.444 %. C: (3+6+2)/4 = 2.75.
    const result = rankResult(columns, 5, { weights: Float64Array.from([1, 2, 1, 1, 0.5]) });
    expect(result.base).toBe(4.5);
    expect(result.items[0]!.meanRank).toBeCloseTo(1.444444444, 8);
    expect(result.items[0]!.firstShare).toBeCloseTo(55.555555556, 8);
    expect(result.items[1]!.meanRank).toBeCloseTo(1.777777778, 8);
    expect(result.items[1]!.firstShare).toBeCloseTo(44.444444444, 8);
    expect(result.items[2]!.meanRank).toBe(2.75);
  });

  it('follows the mask and gives nulls on an empty base', () => {
    // Rows 3 and 4 only: A first in both → 100 %; C ranked once (2).
    const masked = rankResult(columns, 5, { mask: Uint8Array.from([0, 0, 1, 1, 1]) });
    expect(masked.base).toBe(2);
    expect(masked.items.map((i) => [i.meanRank, i.firstShare])).toEqual([
      [1, 100],
      [2.5, 0],
      [2, 0],
    ]);
    const empty = rankResult(columns, 5, { mask: Uint8Array.from([0, 0, 1, 0, 0]) });
    expect(empty.items[0]).toMatchObject({ meanRank: null, firstShare: null, ranked: 0 });
  });
});
