import { describe, expect, it } from 'vitest';
import { maxDiffResult } from './max-diff.ts';

const N = Number.NaN;
const of = (...values: number[]) => Float64Array.from(values);
// Two answering respondents (rows 0, 1), row 2 unanswered.
const items = [
  { key: 'A', label: 'Apple', best: of(1, 1, N), worst: of(0, 1, N), shown: of(2, 2, N) },
  { key: 'B', best: of(0, 0, N), worst: of(1, 0, N), shown: of(1, 2, N) },
];

describe('maxDiffResult', () => {
  it('sums best and worst and scores (best − worst) / shown', () => {
    // A: best 2, worst 1, shown 4 → 0.25. B: best 0, worst 1, shown 3 → −1/3.
    const [a, b] = maxDiffResult(items);
    expect(a).toEqual({ key: 'A', label: 'Apple', best: 2, worst: 1, shown: 4, score: 0.25 });
    expect(b).toMatchObject({ best: 0, worst: 1, shown: 3 });
    expect(b!.score).toBeCloseTo(-1 / 3, 12);
  });

  it('weights the counts', () => {
    // Weights 2, 1: A best 2+1 = 3, worst 1, shown 4+2 = 6 → 1/3; B worst 2, shown 2+2 = 4 → −0.5.
    const [a, b] = maxDiffResult(items, { weights: of(2, 1, 5) });
    expect(a).toMatchObject({ best: 3, worst: 1, shown: 6 });
    expect(a!.score).toBeCloseTo(1 / 3, 12);
    expect(b).toMatchObject({ best: 0, worst: 2, shown: 4, score: -0.5 });
  });

  it('follows the mask; no score without shown counts or when never shown', () => {
    const [a] = maxDiffResult(items, { mask: Uint8Array.from([0, 1, 1]) });
    expect(a).toMatchObject({ best: 1, worst: 1, shown: 2, score: 0 });
    const [bare] = maxDiffResult([{ key: 'A', best: of(1), worst: of(0) }]);
    expect(bare).toMatchObject({ best: 1, shown: null, score: null });
    const [never] = maxDiffResult(items, { mask: Uint8Array.from([0, 0, 1]) });
    expect(never).toMatchObject({ shown: 0, score: null });
  });
});
