import type { BreakdownItem, ReportOverview, TrendDay } from '@cairn/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { launchLinks, responses } from '../../db/schema/index.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { type ReportScope, scopeWhere, selectedScope } from './report-scope.ts';
import { completionRate, medianOf, statusAggregates } from './status-figures.ts';
import { daysBetween, localDay, surveyTimeZone } from './survey-days.ts';

/** The trend covers at most a year, ending today. */
const TREND_DAYS = 366;

/**
 * The overview figures of a survey (report right): status counts, today's responses, the daily
 * trend, completion rate, median duration, device and source breakdowns. Aggregates in SQL, one
 * round trip per figure group; days are local dates in the survey's time zone (by start time).
 */
export async function getOverview(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
): Promise<ReportOverview> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const zone = surveyTimeZone(survey.settings);
  const today = localDay(deps.now(), zone);
  const scope: ReportScope = await selectedScope(deps, survey.id, auth.userId);
  const where = scopeWhere(scope);
  const day = sql<string>`to_char(${responses.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;

  const [[counts], byDay, devices, sources, links] = await Promise.all([
    deps.db.select(statusAggregates).from(responses).where(where),
    deps.db
      .select({ day, total: sql<number>`count(*)::int`, complete: statusAggregates.complete })
      .from(responses)
      .where(where)
      // By position: the zone is a bound parameter, and PostgreSQL does not see `to_char($1 …)`
      // in the select list and `to_char($2 …)` in GROUP BY as one expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    breakdown(deps.db, sql`coalesce(${responses.device}, '')`, where),
    breakdown(deps.db, sql`lower(${responses.source})`, where),
    deps.db
      .select({ source: launchLinks.source, name: launchLinks.name })
      .from(launchLinks)
      .where(eq(launchLinks.surveyId, survey.id)),
  ]);
  const c = counts ?? {
    total: 0,
    complete: 0,
    partial: 0,
    screenedOut: 0,
    invalid: 0,
    medianDurationMs: null,
  };
  const linkName = new Map(links.map((l) => [l.source.toLowerCase(), l.name]));
  return {
    published: survey.status !== 0,
    timeZone: zone,
    today,
    counts: {
      total: c.total,
      complete: c.complete,
      partial: c.partial,
      screenedOut: c.screenedOut,
      invalid: c.invalid,
      today: byDay.find((d) => d.day === today)?.total ?? 0,
    },
    completionRate: completionRate(c),
    medianDurationMs: medianOf(c.medianDurationMs),
    trend: fillDays(byDay, today),
    devices: devices.map((d) => ({ ...d, name: null })),
    sources: sources.map((s) => ({ ...s, name: linkName.get(s.key) ?? null })),
  };
}

function breakdown(db: Db, key: ReturnType<typeof sql<string>>, where: ReturnType<typeof scopeWhere>) {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ key, count })
    .from(responses)
    .where(where)
    .groupBy(key)
    .orderBy(desc(count), asc(key)) as Promise<Omit<BreakdownItem, 'name'>[]>;
}

/** The counted days with the empty days between them, from the first response's day to today. */
function fillDays(counted: readonly TrendDay[], today: string): TrendDay[] {
  const first = counted[0]?.day;
  if (!first) return [];
  const byDay = new Map(counted.map((d) => [d.day, d]));
  // A response dated after today (a clock ahead) still shows: the range ends at the later day.
  const last = counted[counted.length - 1]!.day > today ? counted[counted.length - 1]!.day : today;
  return daysBetween(first, last, TREND_DAYS).map((d) => byDay.get(d) ?? { day: d, total: 0, complete: 0 });
}
