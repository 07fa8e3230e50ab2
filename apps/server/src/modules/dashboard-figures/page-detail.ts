import { createHash } from 'node:crypto';
import type { ChartFigures, DashboardChart, Lang, PageDetail, PageFilters, Period } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import type { ChartItem, ItemResult } from '../report/dashboard/chart-items.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { compareBenchmark, levelOf, measuresOf } from './benchmarks.ts';
import { type ChartPlan, type ItemRef, planPage, wantedFilters } from './chart-plan.ts';
import { kpiOf, kpiValue, npsOf, pointSeries, tallySeries } from './figure-series.ts';
import { CHART_MESSAGES } from './messages.ts';
import { loadSourceSurveys, type SourceSurvey } from './survey-sources.ts';

/**
 * A page's figures: the surveys its charts read are loaded and checked once, every chart's
 * items are asked of the report worker in one call per survey (which refreshes that survey's
 * dataset first and keeps the items' aggregates, adding appended rows), then each chart's
 * figures and benchmarks are put together. `viewer` null is the public link and the exports
 * made for the owner: surveys are then read as they exist, without a report-right check.
 */
export interface PageDetailDeps {
  db: Db;
  now: () => number;
  viewer: { userId: number } | null;
  /** Compute without the worker's aggregates (the benchmark's uncached figure). */
  fresh?: boolean;
}

export interface PageDetailInput {
  pageId: number;
  page: { period: Period | null; filters: PageFilters };
  charts: DashboardChart[];
  period?: Period | null;
  filters?: PageFilters;
  since?: string;
  lang: Lang;
  dashboardVersion: number;
}

export async function computePageDetail(deps: PageDetailDeps, input: PageDetailInput): Promise<PageDetail> {
  const now = deps.now();
  const filters = input.filters ?? input.page.filters;
  const surveys = await loadSourceSurveys(deps, deps.viewer, wantedFilters(input.charts, filters));
  const dataVersion = versionOf(input, filters, surveys, now);
  const head = { pageId: input.pageId, dataVersion, computedAt: now };
  if (input.since !== undefined && input.since === dataVersion)
    return { ...head, unchanged: true, charts: [], figures: [] };
  const plan = planPage({
    charts: input.charts,
    pagePeriod: input.page.period,
    override: input.period,
    filters,
    surveys,
    now,
  });
  const results = await askWorker(deps, plan.items, surveys, input.lang);
  const figures = plan.charts.map((chart) => chartFigures(chart, results, surveys, input.lang));
  return { ...head, unchanged: false, charts: input.charts, figures };
}

/**
 * Changes with the charts, the page's period and filters (or the view's), the dashboard's
 * version, the language, each source survey's stamp (responses, deletions, published version,
 * scheme) and, when a chart counts 'the last n days', the minute (its window moves).
 */
function versionOf(
  input: PageDetailInput,
  filters: PageFilters,
  surveys: Map<string, SourceSurvey>,
  now: number,
): string {
  const moving =
    input.period?.kind === 'last' ||
    input.page.period?.kind === 'last' ||
    input.charts.some(
      (c) =>
        c.pagePeriod?.kind === 'last' ||
        c.benchmarks.some((b) => b.kind === 'period' && b.period.kind === 'last'),
    );
  const parts = JSON.stringify([
    input.dashboardVersion,
    input.lang,
    input.page.period,
    input.period ?? null,
    filters,
    input.charts.map((c) => [c.id, c.updateTime, c]),
    [...surveys.entries()].map(([code, s]) => [code, s.allowed, s.stamp]).sort(),
    moving ? Math.floor(now / 60_000) : 0,
  ]);
  return createHash('sha1').update(parts).digest('hex');
}

type Results = Map<string, ItemResult[] | null>;

async function askWorker(
  deps: PageDetailDeps,
  items: Map<string, ChartItem[]>,
  surveys: Map<string, SourceSurvey>,
  lang: Lang,
): Promise<Results> {
  const engine = reportEngineFor(deps);
  const out: Results = new Map();
  // One survey at a time: the worker is one thread, and each ask refreshes its dataset first.
  for (const [code, list] of items) {
    const survey = surveys.get(code)!;
    const answer = await engine.ask(survey.row.id, {
      op: 'charts',
      surveyId: survey.row.id,
      items: list,
      lang,
      offsetMinutes: survey.offsetMinutes,
      scheme: survey.scheme,
      ...(deps.fresh ? { fresh: true } : {}),
    });
    out.set(code, answer ? answer.result : null);
  }
  return out;
}

const resultOf = (results: Results, ref: ItemRef | null): ItemResult | undefined =>
  ref ? (results.get(ref.code)?.[ref.index] ?? undefined) : undefined;

function emptyFigures(chartId: number): ChartFigures {
  return {
    chartId,
    state: 'ok',
    message: null,
    base: 0,
    series: [],
    cross: null,
    nps: null,
    kpi: null,
    words: null,
    benchmarks: [],
  };
}

function chartFigures(
  plan: ChartPlan,
  results: Results,
  surveys: Map<string, SourceSurvey>,
  lang: Lang,
): ChartFigures {
  const { chart } = plan;
  const figures = emptyFigures(chart.id);
  const titleOf = (code: string) => surveys.get(code)?.row.title ?? code;
  if (plan.denied.length > 0) {
    return { ...figures, state: 'denied', message: CHART_MESSAGES.denied[lang](titleOf(plan.denied[0]!)) };
  }
  // A survey never published (or unpublished since) or a variable gone: the chart says which.
  const refs = [
    ...plan.rows,
    ...plan.series.map((s) => s.ref),
    ...plan.words,
    ...(plan.cross ? [plan.cross] : []),
  ];
  for (const ref of refs) {
    if (results.get(ref.code) === null)
      return {
        ...figures,
        state: 'missing',
        message: CHART_MESSAGES.unpublished[lang]('', titleOf(ref.code)),
      };
    const result = resultOf(results, ref);
    if (result?.kind === 'missing')
      return {
        ...figures,
        state: 'missing',
        message: CHART_MESSAGES.missing[lang](result.detail, titleOf(ref.code)),
      };
  }
  figures.base = plan.rows.reduce((sum, ref) => {
    const r = resultOf(results, ref);
    return sum + (r?.kind === 'count' ? r.rows : 0);
  }, 0);
  const several = chart.sources.length > 1;
  for (const s of plan.series) {
    const result = resultOf(results, s.ref);
    if (!result) continue;
    const label = (own: string) => (several ? `${own} — ${titleOf(s.code)}` : own);
    const key = `${s.code}:${s.variableId}`;
    const head = { key, surveyCode: s.code, variableId: s.variableId };
    if (result.kind === 'tally')
      figures.series.push(tallySeries({ ...head, label: label(result.label) }, result, chart.options));
    else if (result.kind === 'points')
      figures.series.push(pointSeries({ ...head, label: label(s.variableId) }, result, chart.options.metric));
  }
  const first = resultOf(results, plan.series[0]?.ref ?? null);
  if (chart.type === 'nps' && first?.kind === 'tally') figures.nps = npsOf(first);
  if (chart.type === 'kpi') {
    const value = kpiValue(first, chart.options);
    const previous = plan.previous ? kpiValue(resultOf(results, plan.previous), chart.options) : null;
    figures.kpi = kpiOf(value, previous, chart.options, plan.previous !== null);
  }
  const cross = resultOf(results, plan.cross);
  if (cross?.kind === 'cross')
    figures.cross = { version: 0, weighted: cross.weighted, schemeId: null, filterId: null, ...cross.table };
  if (chart.type === 'wordcloud')
    figures.words = mergedWords(
      plan.words.map((ref) => resultOf(results, ref)),
      chart.options.topN,
    );
  const measures = measuresOf(chart, first);
  const level = levelOf(chart);
  figures.benchmarks = plan.benchmarks.map((b) =>
    compareBenchmark(b, chart, measures, resultOf(results, b.refs[0] ?? null), level, lang),
  );
  if (figures.base === 0) return { ...figures, state: 'empty', message: CHART_MESSAGES.empty[lang]() };
  return figures;
}

/** Word counts of every source added up, the first n (0: the 200 the worker sends). */
function mergedWords(parts: (ItemResult | undefined)[], topN: number): { text: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const part of parts)
    if (part?.kind === 'words')
      for (const w of part.words) counts.set(w.text, (counts.get(w.text) ?? 0) + w.count);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return ranked.slice(0, topN > 0 ? topN : ranked.length).map(([text, count]) => ({ text, count }));
}
