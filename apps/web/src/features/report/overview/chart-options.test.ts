import { describe, expect, it } from 'vitest';
import { paddedTrend } from './chart-options.ts';

describe('trend chart', () => {
  it('pads a short trend with empty days before it, to a week', () => {
    const padded = paddedTrend([{ day: '2026-03-02', total: 4, complete: 3 }]);
    expect(padded).toHaveLength(7);
    expect(padded[0]).toEqual({ day: '2026-02-24', total: 0, complete: 0 });
    expect(padded.at(-1)).toEqual({ day: '2026-03-02', total: 4, complete: 3 });
    expect(paddedTrend([])).toEqual([]);
  });
});
