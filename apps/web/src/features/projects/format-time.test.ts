import { describe, expect, it } from 'vitest';
import { formatUpdateTime } from './format-time.ts';

// Local times, so the test holds in every time zone the machine may run in.
const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
const now = at(2025, 6, 15, 18, 30);

describe('update time in the list', () => {
  it('shows the time for today, date and time this year, the date before', () => {
    expect(formatUpdateTime(at(2025, 6, 15, 9, 5), now)).toBe('09:05');
    expect(formatUpdateTime(at(2025, 6, 14, 23, 59), now)).toBe('06-14 23:59');
    expect(formatUpdateTime(at(2025, 1, 1, 0, 0), now)).toBe('01-01 00:00');
    expect(formatUpdateTime(at(2024, 12, 31, 23, 0), now)).toBe('2024-12-31');
  });
});
