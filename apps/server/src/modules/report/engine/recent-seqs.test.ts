import { describe, expect, it } from 'vitest';
import { RecentSeqs } from './recent-seqs.ts';

const recorded = (seqs: number[]) => {
  const recent = new RecentSeqs();
  recent.record(seqs);
  return recent;
};

describe('RecentSeqs.plan', () => {
  it('asks for seqs above the highest read and in the stretches above safe the read did not see', () => {
    const plan = recorded([3, 4, 5, 8, 9, 12]).plan(4);
    expect(plan.range).toEqual({
      above: 12,
      gaps: [
        [5, 8],
        [9, 12],
      ],
    });
    expect(plan.unchanged({ count: 0, sum: 0n })).toBe(true);
    expect(plan.unchanged({ count: 1, sum: 6n })).toBe(false);
    // A contiguous window (a bulk import): one range scan above the last seq.
    expect(recorded([5, 6, 7]).plan(4).range).toEqual({ above: 7, gaps: [] });
    expect(recorded([6, 7]).plan(4).range).toEqual({ above: 7, gaps: [[4, 6]] });
    expect(recorded([]).plan(4).range).toEqual({ above: 4, gaps: [] });
  });

  it('with many gaps compares the count and exact sum of everything above safe', () => {
    const seqs = Array.from({ length: 40 }, (_, i) => 10 + 2 * i);
    const plan = recorded(seqs).plan(12);
    expect(plan.range).toEqual({ above: 12, gaps: [] });
    const above = seqs.filter((seq) => seq > 12);
    const sum = above.reduce((total, seq) => total + BigInt(seq), 0n);
    expect(plan.unchanged({ count: above.length, sum })).toBe(true);
    // An update: the same count, a larger seq in place of a smaller one.
    expect(plan.unchanged({ count: above.length, sum: sum + 3n })).toBe(false);
    expect(plan.unchanged({ count: above.length + 1, sum: sum + 200n })).toBe(false);
  });
});

describe('RecentSeqs.add', () => {
  it('merges a narrow read into the recording, dropping seqs at or below the watermark', () => {
    const recent = recorded([3, 4, 5, 8, 9, 12]);
    const plan = recent.plan(4);
    expect(plan.narrow).toBe(true);
    // The read of the plan's stretches found a late commit at 6 and new rows at 13 and 14.
    recent.add([6, 13, 14], 4);
    const next = recent.plan(4);
    expect(next.range).toEqual({
      above: 14,
      gaps: [
        [6, 8],
        [9, 12],
      ],
    });
    expect(recent.plan(8).range).toEqual({ above: 14, gaps: [[9, 12]] });
  });

  it('is not offered when the plan compares everything above the watermark', () => {
    const seqs = Array.from({ length: 40 }, (_, i) => 10 + 2 * i);
    expect(recorded(seqs).plan(12).narrow).toBe(false);
  });
});
