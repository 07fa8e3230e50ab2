import { DateFormat, TimeFormat } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { boundFormatOf, matchesPattern } from './bound-format.ts';

describe('bound formats of date and time settings', () => {
  it('follows the date question’s format', () => {
    expect(boundFormatOf('date', DateFormat.YearMonthDay)).toEqual({
      picker: 'date',
      pattern: 'YYYY-MM-DD',
      showTime: false,
    });
    expect(boundFormatOf('date', DateFormat.YearMonth).picker).toBe('month');
    expect(boundFormatOf('date', DateFormat.Year).pattern).toBe('YYYY');
    expect(boundFormatOf('date', DateFormat.DateTime)).toMatchObject({
      pattern: 'YYYY-MM-DD HH:mm',
      showTime: true,
    });
    expect(boundFormatOf('date', undefined).pattern).toBe('YYYY-MM-DD');
  });

  it('follows the time question’s format', () => {
    expect(boundFormatOf('time', TimeFormat.HourMinute).pattern).toBe('HH:mm');
    expect(boundFormatOf('time', TimeFormat.HourMinuteSecond).pattern).toBe('HH:mm:ss');
  });

  it('tells stored text in the pattern’s form from other forms', () => {
    expect(matchesPattern('2026-03-01', 'YYYY-MM-DD')).toBe(true);
    expect(matchesPattern('2026-03', 'YYYY-MM-DD')).toBe(false);
    expect(matchesPattern('08:30', 'HH:mm')).toBe(true);
    expect(matchesPattern('08:30:00', 'HH:mm')).toBe(false);
    expect(matchesPattern('2026-03-01 08:30', 'YYYY-MM-DD HH:mm')).toBe(true);
  });
});
