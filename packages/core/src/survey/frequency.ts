import { AnswerFrequency, type AnswerFrequencyValue } from './settings.ts';
import { localParts, startOfLocalDay } from './zoned-time.ts';

/**
 * The answer-frequency periods of the answer settings (spec doc 1 §3): how often one device (or
 * one IP) may answer. Calendar periods (day, week from Monday, month, year) follow the wall clock
 * of the survey's time zone; rolling ones (hour, 7, 30, 365 days) run from the previous answer.
 * Pure: the respondent service asks these with its own clock.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const ROLLING: Partial<Record<AnswerFrequencyValue, number>> = {
  [AnswerFrequency.Hourly]: HOUR,
  [AnswerFrequency.Every7Days]: 7 * DAY,
  [AnswerFrequency.Every30Days]: 30 * DAY,
  [AnswerFrequency.Every365Days]: 365 * DAY,
};

type Calendar = 'day' | 'week' | 'month' | 'year';
const CALENDAR: Partial<Record<AnswerFrequencyValue, Calendar>> = {
  [AnswerFrequency.Daily]: 'day',
  [AnswerFrequency.Weekly]: 'week',
  [AnswerFrequency.Monthly]: 'month',
  [AnswerFrequency.Yearly]: 'year',
};

/** The calendar period holding an instant, as [start, next start) in epoch ms. */
export function calendarPeriod(unit: Calendar, zone: string, at: number): { start: number; end: number } {
  const p = localParts(at, zone);
  switch (unit) {
    case 'day':
      return {
        start: startOfLocalDay(p.year, p.month, p.day, zone),
        end: startOfLocalDay(p.year, p.month, p.day + 1, zone),
      };
    case 'week': {
      // Monday first: getUTCDay of the local date, 0 = Sunday → 6 days back.
      const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
      const back = (weekday + 6) % 7;
      return {
        start: startOfLocalDay(p.year, p.month, p.day - back, zone),
        end: startOfLocalDay(p.year, p.month, p.day - back + 7, zone),
      };
    }
    case 'month':
      return {
        start: startOfLocalDay(p.year, p.month, 1, zone),
        end: startOfLocalDay(p.year, p.month + 1, 1, zone),
      };
    case 'year':
      return { start: startOfLocalDay(p.year, 1, 1, zone), end: startOfLocalDay(p.year + 1, 1, 1, zone) };
  }
}

/**
 * Whether an answer at `now` falls in the same period as the previous one at `previous` — i.e.
 * the limit refuses it. Unlimited never refuses; only-once always does.
 */
export function inSamePeriod(
  limit: AnswerFrequencyValue,
  zone: string,
  previous: number,
  now: number,
): boolean {
  if (limit === AnswerFrequency.Unlimited) return false;
  if (limit === AnswerFrequency.OnlyOnce) return true;
  const rolling = ROLLING[limit];
  if (rolling !== undefined) return now - previous < rolling;
  const unit = CALENDAR[limit] as Calendar;
  return now < calendarPeriod(unit, zone, previous).end;
}

/**
 * When the next answer is allowed after one at `previous`: the start of the next period. Null
 * for only-once (never); `previous` itself for unlimited.
 */
export function nextPeriodStart(limit: AnswerFrequencyValue, zone: string, previous: number): number | null {
  if (limit === AnswerFrequency.Unlimited) return previous;
  if (limit === AnswerFrequency.OnlyOnce) return null;
  const rolling = ROLLING[limit];
  if (rolling !== undefined) return previous + rolling;
  return calendarPeriod(CALENDAR[limit] as Calendar, zone, previous).end;
}
