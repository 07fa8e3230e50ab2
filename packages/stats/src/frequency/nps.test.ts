import { describe, expect, it } from 'vitest';
import { npsFromSummary, npsResult } from './nps.ts';
import { numericSummary } from './numeric.ts';

const N = Number.NaN;
const scores = Float64Array.from([10, 9, 8, 7, 6, 0, N, 10]);

describe('npsResult', () => {
  it('groups 9–10, 7–8 and 0–6 and scores promoters − detractors', () => {
    // Seven answers: promoters 10, 9, 10; passives 8, 7; detractors 6, 0.
    // 3/7 = 42.857 %, 2/7 = 28.571 % → score 100/7 = 14.2857.
    const result = npsResult(scores);
    expect(result.base).toBe(7);
    expect([result.promoters.count, result.passives.count, result.detractors.count]).toEqual([3, 2, 2]);
    expect(result.promoters.percent).toBeCloseTo(42.857142857, 8);
    expect(result.detractors.percent).toBeCloseTo(28.571428571, 8);
    expect(result.score).toBeCloseTo(14.285714286, 8);
  });

  it('weights the groups', () => {
    // Weights 2,1,1,1,1,1,(1),0.5: base 7.5; promoters 2+1+0.5 = 3.5, detractors 2 → (3.5−2)/7.5 = 20.
    const result = npsResult(scores, { weights: Float64Array.from([2, 1, 1, 1, 1, 1, 1, 0.5]) });
    expect(result.base).toBe(7.5);
    expect(result.unweightedBase).toBe(7);
    expect(result.promoters.count).toBe(3.5);
    expect(result.score).toBeCloseTo(20, 10);
  });

  it('follows the mask', () => {
    // Kept: 10, 6 → 50 % promoters, 50 % detractors → 0.
    const result = npsResult(scores, { mask: Uint8Array.from([1, 0, 0, 0, 1, 0, 1, 0]) });
    expect(result.base).toBe(2);
    expect(result.score).toBe(0);
  });

  it('has no score when nobody answered', () => {
    const result = npsResult(Float64Array.from([N]));
    expect(result.score).toBeNull();
    expect(result.promoters).toEqual({ count: 0, percent: null });
  });
});

describe('npsFromSummary', () => {
  it('gives the same figures from a numeric summary, weighted or not', () => {
    const weights = Float64Array.from([2, 1, 1, 1, 1, 1, 1, 0.5]);
    expect(npsFromSummary(numericSummary(scores))).toEqual(npsResult(scores));
    expect(npsFromSummary(numericSummary(scores, { weights }))).toEqual(npsResult(scores, { weights }));
  });
});
