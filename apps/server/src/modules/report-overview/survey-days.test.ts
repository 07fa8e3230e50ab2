import { describe, expect, it } from 'vitest';
import { daysBetween, localDay, surveyTimeZone } from './survey-days.ts';

describe('survey days', () => {
  it('dates an instant in the survey zone, not in UTC', () => {
    const instant = Date.parse('2026-11-25T16:30:00Z');
    expect(localDay(instant, 'Asia/Shanghai')).toBe('2026-11-26');
    expect(localDay(instant, 'America/New_York')).toBe('2026-11-25');
  });

  it('uses the default zone when none or an unknown one is set', () => {
    expect(surveyTimeZone({})).toBe('Asia/Shanghai');
    expect(surveyTimeZone({ timeZone: 'Mars/Olympus' })).toBe('Asia/Shanghai');
    expect(surveyTimeZone({ timeZone: 'Europe/Paris' })).toBe('Europe/Paris');
  });

  it('lists the days between two dates, keeping the latest when capped', () => {
    expect(daysBetween('2026-02-27', '2026-03-02', 10)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-01-01', '2026-03-02', 2)).toEqual(['2026-03-01', '2026-03-02']);
  });
});
