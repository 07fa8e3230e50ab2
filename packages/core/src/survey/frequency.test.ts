import { describe, expect, it } from 'vitest';
import { calendarPeriod, inSamePeriod, nextPeriodStart } from './frequency.ts';
import { AnswerFrequency as F } from './settings.ts';
import { instantOfLocalTime, localParts, startOfLocalDay } from './zoned-time.ts';

const at = (iso: string) => Date.parse(iso);
const SH = 'Asia/Shanghai';
const NY = 'America/New_York';

describe('startOfLocalDay', () => {
  it.each([
    [SH, 2026, 11, 23, '2026-11-22T16:00:00Z'],
    [SH, 2026, 13, 1, '2026-12-31T16:00:00Z'],
    [NY, 2026, 3, 8, '2026-03-08T05:00:00Z'], // the day the clocks go forward at 02:00 starts at EST
    [NY, 2026, 3, 9, '2026-03-09T04:00:00Z'],
    [NY, 2026, 11, 1, '2026-11-01T04:00:00Z'],
    [NY, 2026, 11, 2, '2026-11-02T05:00:00Z'],
    // Chile skips midnight (00:00 → 01:00) on the first Sunday of September.
    ['America/Santiago', 2026, 9, 6, '2026-09-06T04:00:00Z'],
  ])('%s %i-%i-%i begins at %s', (zone, y, m, d, iso) => {
    expect(new Date(startOfLocalDay(y, m, d, zone)).toISOString()).toBe(new Date(iso).toISOString());
  });
});

describe('calendar periods', () => {
  it.each([
    // Shanghai 2026-11-23 is a Monday; 00:30 local is 16:30Z the day before.
    ['day', SH, '2026-11-22T16:30:00Z', '2026-11-22T16:00:00Z', '2026-11-23T16:00:00Z'],
    ['week', SH, '2026-11-22T16:30:00Z', '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    ['week', SH, '2026-11-29T15:59:59Z', '2026-11-22T16:00:00Z', '2026-11-29T16:00:00Z'],
    ['month', SH, '2026-02-14T08:00:00Z', '2026-01-31T16:00:00Z', '2026-02-28T16:00:00Z'],
    ['year', SH, '2026-12-31T15:59:59Z', '2025-12-31T16:00:00Z', '2026-12-31T16:00:00Z'],
    // New York: the DST week and month are an hour short; the November ones an hour long.
    ['day', NY, '2026-03-08T12:00:00Z', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z'],
    ['week', NY, '2026-03-08T12:00:00Z', '2026-03-02T05:00:00Z', '2026-03-09T04:00:00Z'],
    ['month', NY, '2026-11-15T12:00:00Z', '2026-11-01T04:00:00Z', '2026-12-01T05:00:00Z'],
    ['year', NY, '2026-07-01T00:00:00Z', '2026-01-01T05:00:00Z', '2027-01-01T05:00:00Z'],
  ] as const)('%s in %s holding %s is [%s, %s)', (unit, zone, instant, start, end) => {
    const p = calendarPeriod(unit, zone, at(instant));
    expect(new Date(p.start).toISOString()).toBe(new Date(start).toISOString());
    expect(new Date(p.end).toISOString()).toBe(new Date(end).toISOString());
  });
});

describe('inSamePeriod and nextPeriodStart', () => {
  it.each([
    // limit, zone, previous, now, same?
    [F.Unlimited, SH, '2026-11-23T01:00:00Z', '2026-11-23T01:00:01Z', false],
    [F.OnlyOnce, SH, '2020-01-01T00:00:00Z', '2026-11-23T01:00:00Z', true],
    [F.Hourly, SH, '2026-11-23T01:00:00Z', '2026-11-23T01:59:59Z', true],
    [F.Hourly, SH, '2026-11-23T01:30:00Z', '2026-11-23T02:30:00Z', false],
    // Daily is the calendar day in the zone: 23:59 and 00:01 Shanghai time are two days.
    [F.Daily, SH, '2026-11-23T15:59:00Z', '2026-11-23T16:01:00Z', false],
    [F.Daily, SH, '2026-11-22T16:01:00Z', '2026-11-23T15:59:00Z', true],
    // …while the same two instants are one day in UTC-5.
    [F.Daily, NY, '2026-11-23T15:59:00Z', '2026-11-23T16:01:00Z', true],
    [F.Weekly, SH, '2026-11-22T15:00:00Z', '2026-11-22T17:00:00Z', false], // Sunday 23:00 → Monday 01:00
    [F.Every7Days, SH, '2026-11-22T15:00:00Z', '2026-11-29T14:59:59Z', true],
    [F.Every7Days, SH, '2026-11-22T15:00:00Z', '2026-11-29T15:00:00Z', false],
    [F.Monthly, SH, '2026-01-31T15:00:00Z', '2026-01-31T17:00:00Z', false], // Jan 31 23:00 → Feb 1 01:00
    [F.Every30Days, SH, '2026-01-01T00:00:00Z', '2026-01-30T23:59:59Z', true],
    [F.Every30Days, SH, '2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z', false],
    [F.Yearly, NY, '2026-12-31T12:00:00Z', '2027-01-01T04:59:59Z', true], // still Dec 31 in New York
    [F.Yearly, NY, '2026-12-31T12:00:00Z', '2027-01-01T05:00:00Z', false],
    [F.Every365Days, SH, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', false],
    [F.Every365Days, SH, '2028-01-01T00:00:00Z', '2028-12-30T23:59:59Z', true],
    // A leap year: 365 days later is still the same calendar year, yet a new rolling period.
    [F.Every365Days, SH, '2028-01-01T00:00:00Z', '2028-12-31T00:00:00Z', false],
  ] as const)('limit %i in %s: %s then %s → same period %s', (limit, zone, previous, now, same) => {
    expect(inSamePeriod(limit, zone, at(previous), at(now))).toBe(same);
  });

  it.each([
    [F.Unlimited, SH, '2026-11-23T01:00:00Z', '2026-11-23T01:00:00Z'],
    [F.Hourly, SH, '2026-11-23T01:20:00Z', '2026-11-23T02:20:00Z'],
    [F.Daily, SH, '2026-11-23T01:20:00Z', '2026-11-23T16:00:00Z'],
    [F.Weekly, SH, '2026-11-25T01:20:00Z', '2026-11-29T16:00:00Z'],
    [F.Every7Days, NY, '2026-10-29T12:00:00Z', '2026-11-05T12:00:00Z'], // rolling: DST changes nothing
    [F.Daily, NY, '2026-10-31T12:00:00Z', '2026-11-01T04:00:00Z'],
    [F.Daily, NY, '2026-11-01T12:00:00Z', '2026-11-02T05:00:00Z'], // a 25-hour day
    [F.Monthly, NY, '2026-02-10T12:00:00Z', '2026-03-01T05:00:00Z'],
    [F.Yearly, SH, '2026-05-05T00:00:00Z', '2026-12-31T16:00:00Z'],
  ] as const)('limit %i in %s after %s: next period at %s', (limit, zone, previous, next) => {
    expect(new Date(nextPeriodStart(limit, zone, at(previous)) as number).toISOString()).toBe(
      new Date(next).toISOString(),
    );
  });

  it('never allows a second answer under only-once', () => {
    expect(nextPeriodStart(F.OnlyOnce, SH, at('2026-11-23T00:00:00Z'))).toBeNull();
  });
});

describe('instantOfLocalTime', () => {
  it.each([
    [SH, 2026, 11, 23, 9, 30, '2026-11-23T01:30:00Z'],
    [NY, 2026, 7, 1, 12, 0, '2026-07-01T16:00:00Z'],
    [NY, 2026, 1, 1, 12, 0, '2026-01-01T17:00:00Z'],
    [NY, 2026, 11, 1, 1, 30, '2026-11-01T05:30:00Z'], // repeated hour: the first (EDT) one
  ])('%s %i-%i-%i %i:%i is %s', (zone, year, month, day, hour, minute, iso) => {
    const instant = instantOfLocalTime({ year, month, day, hour, minute }, zone);
    expect(new Date(instant).toISOString()).toBe(new Date(iso).toISOString());
    expect(localParts(instant, zone)).toMatchObject({ year, month, day, hour, minute });
  });
});
