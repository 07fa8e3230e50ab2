import { describe, expect, it } from 'vitest';
import { changedValues } from './dirty.ts';
import { isoOfWallDate, timeZoneOptions, wallDateOf } from './zoned-input.ts';

describe('zoned pickers', () => {
  it('shows the instant as wall time of the survey zone and stores it back unchanged', () => {
    const iso = '2026-12-01T01:30:00.000Z';
    const wall = wallDateOf(iso, 'Asia/Shanghai')!;
    expect([
      wall.getFullYear(),
      wall.getMonth() + 1,
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
    ]).toEqual([2026, 12, 1, 9, 30]);
    expect(isoOfWallDate(wall, 'Asia/Shanghai')).toBe(iso);
    // The same wall time in another zone is another instant.
    expect(isoOfWallDate(wall, 'Europe/London')).toBe('2026-12-01T09:30:00.000Z');
    expect(wallDateOf(null, 'UTC')).toBeNull();
    expect(isoOfWallDate(null, 'UTC')).toBeNull();
  });

  it('lists zones with offsets, preferred first', () => {
    const options = timeZoneOptions(Date.parse('2026-07-01T00:00:00Z'), ['Asia/Shanghai']);
    expect(options[0]).toEqual({ value: 'Asia/Shanghai', label: 'Asia/Shanghai (UTC+08:00)' });
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe('America/New_York (UTC-04:00)');
    expect(options.filter((o) => o.value === 'Asia/Shanghai')).toHaveLength(1);
  });
});

describe('changedValues', () => {
  it('keeps only the changed keys, treating empty text as unset', () => {
    expect(
      changedValues({ a: 'x', b: '', c: [1], d: true } as Record<string, unknown>, {
        a: 'x',
        b: undefined,
        c: [1, 2],
        d: false,
      }),
    ).toEqual({ c: [1, 2], d: false });
    expect(changedValues({ a: null } as Record<string, unknown>, { a: '' })).toEqual({});
  });
});
