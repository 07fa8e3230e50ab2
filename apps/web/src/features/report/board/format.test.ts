import { describe, expect, it } from 'vitest';
import { DASH, formatCount, formatPercent, formatStat } from './format.ts';

describe('board number formats', () => {
  it('shows percentages with one decimal and the dash for an empty base', () => {
    expect(formatPercent(42.857)).toBe('42.9%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe(DASH);
    expect(formatPercent(Number.NaN)).toBe(DASH);
  });

  it('shows whole counts as they are and weighted sums with two decimals at most', () => {
    expect(formatCount(3)).toBe('3');
    expect(formatCount(12.3456)).toBe('12.35');
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(null)).toBe(DASH);
  });

  it('shows statistics with two decimals', () => {
    expect(formatStat(2.5)).toBe('2.50');
    expect(formatStat(4)).toBe('4');
    expect(formatStat(null)).toBe(DASH);
  });
});
