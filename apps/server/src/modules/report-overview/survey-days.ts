import {
  isValidTimeZone,
  localParts,
  resolveSurveySettings,
  SURVEY_SETTING_DEFAULTS,
  type SurveySettings,
} from '@cairn/core';

/**
 * Local days in the survey's time zone (settings `timeZone`, as the answer limits use it): the
 * overview's "today" and its trend days are dates there, not on the server's clock.
 */
export function surveyTimeZone(settings: unknown): string {
  const zone = resolveSurveySettings(settings as SurveySettings).timeZone;
  // A zone the runtime does not know would make PostgreSQL fail the query: fall back instead.
  return isValidTimeZone(zone) ? zone : SURVEY_SETTING_DEFAULTS.timeZone;
}

/** The local date of an instant in a zone, YYYY-MM-DD. */
export function localDay(instant: number, zone: string): string {
  const p = localParts(instant, zone);
  return dayString(Date.UTC(p.year, p.month - 1, p.day));
}

const DAY_MS = 86_400_000;
const dayString = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const dayValue = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Every day from `first` to `last` (YYYY-MM-DD, inclusive), at most `max` of them (the latest);
 * calendar arithmetic on dates, so DST changes in the zone do not matter.
 */
export function daysBetween(first: string, last: string, max: number): string[] {
  const end = dayValue(last);
  const start = Math.max(dayValue(first), end - (max - 1) * DAY_MS);
  const days: string[] = [];
  for (let d = start; d <= end; d += DAY_MS) days.push(dayString(d));
  return days;
}
