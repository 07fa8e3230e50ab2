import { describe, expect, it } from 'vitest';
import { numericSummary } from './numeric.ts';

const N = Number.NaN;
const of = (...values: number[]) => Float64Array.from(values);

describe('numericSummary', () => {
  it('summarises an odd count: median the middle value, sd with n − 1', () => {
    // 1..5: mean 3, median 3, squares 4+1+0+1+4 = 10, sd = √(10/4) = 1.58113883.
    const result = numericSummary(of(4, 1, N, 3, 5, 2));
    expect(result).toMatchObject({ n: 5, base: 5, mean: 3, median: 3, min: 1, max: 5 });
    expect(result.sd).toBeCloseTo(1.58113883, 8);
    expect(result.distribution).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: 1 })));
  });

  it('takes the mean of the two middle values for an even count', () => {
    // 1, 3, 7, 10: mean 5.25, median (3+7)/2 = 5; squares 3.0625+18.0625+5.0625+22.5625 = 48.75,
    // sd = √(48.75/3) = 4.03112887.
    const result = numericSummary(of(7, 1, 3, 10));
    expect(result).toMatchObject({ n: 4, mean: 5.25, median: 5, min: 1, max: 10 });
    expect(result.sd).toBeCloseTo(4.03112887, 8);
    // Repeated middle values: 2, 2, 2, 5 → median (2+2)/2 = 2.
    expect(numericSummary(of(2, 5, 2, 2)).median).toBe(2);
  });

  it('handles non-integer values (the sorted path)', () => {
    // 0.5, 1.5, 2.5: mean 1.5, median 1.5, squares 1+0+1 = 2, sd = √(2/2) = 1.
    const result = numericSummary(of(0.5, 2.5, 1.5, N));
    expect(result).toMatchObject({ n: 3, mean: 1.5, median: 1.5, sd: 1, min: 0.5, max: 2.5 });
    expect(result.distribution.map((d) => d.value)).toEqual([0.5, 1.5, 2.5]);
    // Even count on the sorted path: 0.5, 1.5 → 1.
    expect(numericSummary(of(1.5, 0.5)).median).toBe(1);
  });

  it('handles integers beyond the small-integer slots (the two-pass path)', () => {
    // 2000, 5000, 8000, 9000: mean 6000, median (5000+8000)/2 = 6500;
    // squares 16e6 + 1e6 + 4e6 + 9e6 = 30e6 → sd √(30e6/3) = √1e7 = 3162.27766.
    const result = numericSummary(of(8000, 2000, N, 9000, 5000));
    expect(result).toMatchObject({ n: 4, mean: 6000, median: 6500, min: 2000, max: 9000 });
    expect(result.sd).toBeCloseTo(3162.27766, 4);
  });

  it('gives a single value no standard deviation', () => {
    expect(numericSummary(of(N, 42))).toEqual({
      n: 1,
      base: 1,
      mean: 42,
      median: 42,
      sd: null,
      min: 42,
      max: 42,
      distribution: [{ value: 42, count: 1 }],
    });
  });

  it('gives nulls when nothing was answered', () => {
    expect(numericSummary(of(N, N))).toEqual({
      n: 0,
      base: 0,
      mean: null,
      median: null,
      sd: null,
      min: null,
      max: null,
      distribution: [],
    });
  });

  it('weights mean, median, sd (frequency weights) and distribution', () => {
    // 1,2,3,4 weighing 1,3,0.5,0.5: Σw 5, Σwx 10.5 → mean 2.1;
    // Σw(x−2.1)² = 1.21 + 0.03 + 0.405 + 1.805 = 3.45 → sd √(3.45/4) = 0.92870878;
    // half of 5 is 2.5, cumulative 1 then 4 → median 2.
    const result = numericSummary(of(1, 2, 3, 4), { weights: of(1, 3, 0.5, 0.5) });
    expect(result.n).toBe(4);
    expect(result.base).toBe(5);
    expect(result.mean).toBeCloseTo(2.1, 12);
    expect(result.sd).toBeCloseTo(0.92870878, 8);
    expect(result.median).toBe(2);
    expect(result.distribution.map((d) => d.count)).toEqual([1, 3, 0.5, 0.5]);
    // Cumulative weight exactly half (2 of 4) after the value 1 → median (1+2)/2.
    expect(numericSummary(of(1, 2, 3), { weights: of(2, 1, 1) }).median).toBe(1.5);
    // Weights summing to 1: no sd (Σw − 1 = 0).
    expect(numericSummary(of(5, 6), { weights: of(0.5, 0.5) })).toMatchObject({ mean: 5.5, sd: null });
  });

  it('leaves out the rows outside the mask', () => {
    // 1, 2, 3, 4 kept, 100 dropped: mean 2.5, median 2.5, max 4.
    const result = numericSummary(of(1, 2, 3, 4, 100), { mask: Uint8Array.from([1, 1, 1, 1, 0]) });
    expect(result).toMatchObject({ n: 4, mean: 2.5, median: 2.5, max: 4 });
  });
});
