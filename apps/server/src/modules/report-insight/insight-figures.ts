import type { CrossTable, CrossVariable, FrequencyBoard, Lang } from '@cairn/contract';
import type { CrossFigures, DayCount, StatusFigures, ThemeFigures } from '@cairn/insight';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { loadSurveyForAction } from '../projects/survey-access.ts';
import type { SchemeRef } from '../report/analysis/weights-cache.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import type { resolveFilter } from '../report/filters/resolve-filter.ts';
import { loadState } from '../report-coding/coding-state.ts';
import { listReports } from '../report-coding/report-store.ts';
import { statFor } from '../report-coding/stat-calls.ts';
import { computeTable } from '../report-cross/cross-calls.ts';
import { inResponseIds } from '../report-overview/report-scope.ts';
import { completionRate, statusAggregates } from '../report-overview/status-figures.ts';
import { daysBetween, surveyTimeZone } from '../report-overview/survey-days.ts';

export type Deps = { db: Db; now: () => number };
export type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];
export type Filter = Awaited<ReturnType<typeof resolveFilter>>;

/** Stubs per cross request (the contract's MAX_CROSS_STUBS). */
const STUBS_PER_TABLE = 60;
/** A trend longer than this (days) keeps its latest days, as the overview does. */
const TREND_DAYS = 366;

/** The data board through the report worker: every question's figures over the filter's rows. */
export async function boardFigures(
  deps: Deps,
  survey: Survey,
  filter: Filter,
  weighted: boolean,
  scheme: SchemeRef | null,
): Promise<Omit<FrequencyBoard, 'filterId'>> {
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'board',
    surveyId: survey.id,
    filter: filter.definition,
    weighted,
    scheme,
  });
  if (!answer) return { version: null, total: 0, weighted, questions: [] };
  return {
    version: answer.version,
    total: answer.result.total,
    weighted: answer.result.weighted ?? weighted,
    questions: answer.result.questions.map((q) => ({ ...q, chartType: 'bar' as const })),
  };
}

/** The question a catalogue variable belongs to: its column key starts `n{nodeId}`. */
export function nodeOfVariable(id: string): number | null {
  const m = /^n(\d+)(?:$|[_~])/.exec(id);
  return m ? Number(m[1]) : null;
}

/**
 * Every question variable (stubs) crossed by the banner, in tables of at most 60 stubs, at the
 * chosen level without correction: the cross screen's own engine and tests, so a difference the
 * report states is a letter the cross table shows.
 */
export async function crossFigures(
  deps: Deps,
  survey: Survey,
  userId: number,
  catalogue: readonly CrossVariable[],
  banner: readonly CrossVariable[],
  choice: { filterId: number | undefined; weighted: boolean; level: 90 | 95 | 99 },
  lang: Lang,
): Promise<CrossFigures | null> {
  if (banner.length === 0) return null;
  const bannerIds = new Set(banner.map((b) => b.id));
  const stubs = catalogue.filter(
    (v) => v.group === 'question' && !bannerIds.has(v.id) && nodeOfVariable(v.id) !== null,
  );
  if (stubs.length === 0) return null;
  const parts: CrossTable[] = [];
  for (let i = 0; i < stubs.length; i += STUBS_PER_TABLE) {
    const part = await computeTable(
      deps,
      survey,
      userId,
      {
        definition: {
          stubs: stubs.slice(i, i + STUBS_PER_TABLE).map((v) => ({ id: v.id })),
          banner: banner.map((b) => ({ id: b.id })),
          test: { level: choice.level, correction: 'none', meanTest: 'pooled' },
          cells: ['count', 'column'],
          chart: 'table',
        },
        filterId: choice.filterId,
        weighted: choice.weighted,
      },
      lang,
    );
    parts.push(part);
  }
  return {
    // Every part has the same banner columns; the blocks follow one another.
    table: { ...parts[0]!, blocks: parts.flatMap((part) => part.blocks) },
    nodeOf: new Map(stubs.map((v) => [v.id, nodeOfVariable(v.id)!])),
    banner: banner.map((b) => ({ id: b.id, code: b.code, label: b.label })),
  };
}

/** The banner's variables from the catalogue; one that is missing or numeric cannot split: A0320. */
export function bannerVariables(
  catalogue: readonly CrossVariable[],
  ids: readonly string[],
): CrossVariable[] {
  return ids.map((id) => {
    const v = catalogue.find((c) => c.id === id);
    if (!v) throw new AppError('A0320', `banner variable ${id} does not exist in the published survey`);
    if (v.kind === 'numeric')
      throw new AppError(
        'A0320',
        `${v.code} is a number: choose a choice question or metadata for the banner`,
      );
    return v;
  });
}

/**
 * Status counts and complete responses per local day, over the filter's responses (ids from the
 * report worker, one array parameter), in the survey's time zone as the overview counts them.
 */
export async function collectionFigures(
  deps: Deps,
  survey: Survey,
  ids: readonly string[] | null,
): Promise<{ status: StatusFigures; days: DayCount[]; from: number | null; to: number | null }> {
  const zone = surveyTimeZone(survey.settings);
  const where = ids
    ? and(eq(responses.surveyId, survey.id), inResponseIds(ids))
    : eq(responses.surveyId, survey.id);
  const complete = and(where, eq(responses.status, 'complete'));
  const day = sql<string>`to_char(${responses.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [[counts], byDay, [span]] = await Promise.all([
    deps.db.select(statusAggregates).from(responses).where(where),
    deps.db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(responses)
      .where(complete)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    deps.db
      .select({
        from: sql<string | null>`min(${responses.createdAt})::text`,
        to: sql<string | null>`max(${responses.createdAt})::text`,
      })
      .from(responses)
      .where(complete),
  ]);
  const c = counts ?? { complete: 0, partial: 0, screenedOut: 0 };
  const counted = new Map(byDay.map((d) => [d.day, d.count]));
  const first = byDay[0]?.day;
  const last = byDay[byDay.length - 1]?.day;
  const days =
    first && last
      ? daysBetween(first, last, TREND_DAYS).map((d) => ({ day: d, count: counted.get(d) ?? 0 }))
      : [];
  const time = (v: string | null | undefined) => (v ? Date.parse(v) : null);
  return {
    status: {
      complete: c.complete,
      partial: c.partial,
      screenedOut: c.screenedOut,
      completionRate: completionRate(c),
    },
    days,
    from: time(span?.from),
    to: time(span?.to),
  };
}

/** Each coding report with codes, counted through the coding module's stats (same filter, weights). */
export async function themeFigures(
  deps: Deps,
  survey: Survey,
  userId: number,
  choice: { filterId: number | undefined; weighted: boolean },
): Promise<ThemeFigures[]> {
  const out: ThemeFigures[] = [];
  for (const report of await listReports(deps.db, survey.id)) {
    const state = await loadState(deps.db, survey, report);
    if (!state.frame.rows.some((r) => r.codeStatus === 0) || !state.column) continue;
    const stat = await statFor(deps, survey, userId, state, choice);
    out.push({ reportId: report.id, name: report.name, columnLabel: state.column.label, stat });
  }
  // Report ids ascending: the order does not depend on how the store lists them.
  return out.sort((a, b) => a.reportId - b.reportId);
}
