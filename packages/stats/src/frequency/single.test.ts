import { describe, expect, it } from 'vitest';
import { singleFrequency } from './single.ts';

const N = Number.NaN;
const categories = [
  { value: 1, label: 'A' },
  { value: 2, label: 'B' },
  { value: 3, label: 'C' },
  { value: 4, label: 'D' },
];
// Eight rows, two unanswered, one value (99) no category names.
const values = Float64Array.from([1, 2, 1, N, 3, 1, 99, N]);

describe('singleFrequency', () => {
  it('counts each category and takes percents of the valid base', () => {
    // Valid: 1, 2, 1, 3, 1, 99 → base 6; A 3 (50 %), B 1 (16.67 %), C 1, D 0 (0 %), 99 once.
    const result = singleFrequency(values, categories);
    expect(result.base).toBe(6);
    expect(result.unweightedBase).toBe(6);
    expect(result.categories.map((c) => [c.value, c.label, c.count])).toEqual([
      [1, 'A', 3],
      [2, 'B', 1],
      [3, 'C', 1],
      [4, 'D', 0],
      [99, null, 1],
    ]);
    expect(result.categories[0]!.percent).toBe(50);
    expect(result.categories[1]!.percent).toBeCloseTo(100 / 6, 12);
    expect(result.categories[3]!.percent).toBe(0);
  });

  it('weights counts, base and percents', () => {
    // Valid rows 0,1,2,4,5,6 weigh 2,1,1,0.5,1,1 → base 6.5; A = 2+1+1 = 4 → 61.538 %; C = 0.5.
    const weights = Float64Array.from([2, 1, 1, 5, 0.5, 1, 1, 1]);
    const result = singleFrequency(values, categories, { weights });
    expect(result.base).toBe(6.5);
    expect(result.unweightedBase).toBe(6);
    expect(result.categories.map((c) => c.count)).toEqual([4, 1, 0.5, 0, 1]);
    expect(result.categories[0]!.percent).toBeCloseTo(61.538461538, 8);
    expect(result.categories[2]!.percent).toBeCloseTo(7.692307692, 8);
  });

  it('counts only the rows in the mask', () => {
    // Rows 0,1,4,6 valid and kept: 1, 2, 3, 99 → base 4, each 25 %.
    const mask = Uint8Array.from([1, 1, 0, 1, 1, 0, 1, 1]);
    const result = singleFrequency(values, categories, { mask });
    expect(result.base).toBe(4);
    expect(result.categories.map((c) => [c.count, c.percent])).toEqual([
      [1, 25],
      [1, 25],
      [1, 25],
      [0, 0],
      [1, 25],
    ]);
  });

  it('gives null percents on an empty base', () => {
    const result = singleFrequency(Float64Array.from([N, N]), categories);
    expect(result.base).toBe(0);
    expect(result.categories.map((c) => [c.count, c.percent])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it('counts codes far apart (outside the dense span) through the map', () => {
    const far = [
      { value: 1, label: 'low' },
      { value: 1_000_000, label: 'high' },
    ];
    const result = singleFrequency(Float64Array.from([1, 1_000_000, 1_000_000]), far);
    expect(result.categories.map((c) => c.count)).toEqual([1, 2]);
  });
});
