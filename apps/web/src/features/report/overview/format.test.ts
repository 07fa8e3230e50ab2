import { describe, expect, it } from 'vitest';
import { formatDuration, formatRate } from './format.ts';

describe('overview formatting', () => {
  it('formats rates as percents with one decimal', () => {
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatRate(null)).toBe('—');
  });

  it('formats durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(90_000)).toBe('1:30');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(400)).toBe('0:00');
    expect(formatDuration(null)).toBe('—');
  });
});
