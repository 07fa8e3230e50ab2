import {
  type Benchmark,
  type DashboardChart,
  type FilterDefinition,
  type PageFilters,
  type Period,
  ZCrossDefinition,
  ZFilterDefinition,
} from '@cairn/contract';
import type { ChartItem, ItemSelection } from '../report/dashboard/chart-items.ts';
import { type Bounds, boundsOf, chartPeriod, previousOf } from './period.ts';
import type { SourceSurvey } from './survey-sources.ts';

/**
 * Which worker items a page's charts need (pure): per survey a list of items, shared when two
 * charts ask the same, and per chart where its figures come from.
 */

/** Device codes of a page's filter (ZPageFilters.devices): the dataset's device classes. */
export const DEVICE_CODES = ['phone', 'tablet', 'pc'] as const;

export interface ItemRef {
  code: string;
  index: number;
}

/** One series: a source survey's variable. */
export interface SeriesPlan {
  code: string;
  variableId: string;
  weighted: boolean;
  ref: ItemRef;
}

export interface BenchmarkPlan {
  benchmark: Benchmark;
  /** Survey and period benchmarks: the items compared, in the chart's series order. */
  refs: ItemRef[];
  /** Why nothing can be compared (another survey not reportable). */
  denied: string | null;
}

export interface ChartPlan {
  chart: DashboardChart;
  /** Sources the viewer may not report on any more (or gone), by code. */
  denied: string[];
  series: SeriesPlan[];
  /** Kept rows per source (the chart's base). */
  rows: ItemRef[];
  previous: ItemRef | null;
  cross: ItemRef | null;
  words: ItemRef[];
  benchmarks: BenchmarkPlan[];
}

export interface PlanInput {
  charts: DashboardChart[];
  pagePeriod: Period | null;
  override: Period | null | undefined;
  filters: PageFilters;
  surveys: Map<string, SourceSurvey>;
  now: number;
}

/** The filter ids each survey's figures read (to load them first). */
export function wantedFilters(charts: DashboardChart[], filters: PageFilters): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  const want = (code: string, id: number | null) => {
    let ids = wanted.get(code);
    if (!ids) {
      ids = new Set();
      wanted.set(code, ids);
    }
    if (id !== null) ids.add(id);
  };
  for (const chart of charts) {
    for (const source of chart.sources) want(source.surveyCode, source.filterId);
    for (const b of chart.benchmarks) if (b.kind === 'survey') want(b.surveyCode, b.filterId);
  }
  for (const f of filters.surveys) if (wanted.has(f.surveyCode)) want(f.surveyCode, f.filterId);
  return wanted;
}

class ItemBook {
  readonly bySurvey = new Map<string, { items: ChartItem[]; keys: Map<string, number> }>();

  add(code: string, item: ChartItem): ItemRef {
    let book = this.bySurvey.get(code);
    if (!book) {
      book = { items: [], keys: new Map() };
      this.bySurvey.set(code, book);
    }
    const key = JSON.stringify(item);
    let index = book.keys.get(key);
    if (index === undefined) {
      index = book.items.length;
      book.items.push(item);
      book.keys.set(key, index);
    }
    return { code, index };
  }
}

export function planPage(input: PlanInput): { items: Map<string, ChartItem[]>; charts: ChartPlan[] } {
  const book = new ItemBook();
  // 'The last n days' starts at the minute: within a minute a chart's items (and the worker's
  // aggregates kept by them) stay the same, so a refresh adds the appended rows; the page's
  // dataVersion moves with the minute too.
  const now = Math.floor(input.now / 60_000) * 60_000;
  const { devices, sources } = input.filters;
  const meta: FilterDefinition | null =
    devices.length > 0 || sources.length > 0
      ? ZFilterDefinition.parse({ devices: devices.flatMap((code) => DEVICE_CODES[code] ?? []), sources })
      : null;
  const selection = (
    survey: SourceSurvey,
    filterId: number | null,
    bounds: Bounds,
    weighted: boolean,
    page = true,
  ): ItemSelection => {
    const own = filterId === null ? null : (survey.filters.get(filterId) ?? null);
    const pageFilter = input.filters.surveys.find((f) => f.surveyCode === survey.row.code);
    const pageDefinition = page && pageFilter ? (survey.filters.get(pageFilter.filterId) ?? null) : null;
    return {
      filters: [own, ...(pageDefinition ? [pageDefinition] : []), ...(page && meta ? [meta] : [])],
      from: bounds.from,
      to: bounds.to,
      weighted: weighted && survey.scheme !== null,
    };
  };
  const charts = input.charts.map((chart): ChartPlan => {
    const period = chartPeriod(chart.pagePeriod, input.override, input.pagePeriod);
    const bounds = boundsOf(period, now);
    const plan: ChartPlan = {
      chart,
      denied: [],
      series: [],
      rows: [],
      previous: null,
      cross: null,
      words: [],
      benchmarks: [],
    };
    const { type, options } = chart;
    chart.sources.forEach((source, s) => {
      const survey = input.surveys.get(source.surveyCode);
      if (!survey?.allowed) {
        plan.denied.push(source.surveyCode);
        return;
      }
      const select = selection(survey, source.filterId, bounds, source.weighted);
      const add = (item: ChartItem) => book.add(source.surveyCode, item);
      plan.rows.push(add({ kind: 'count', select }));
      const variables =
        type === 'nps' || type === 'kpi' ? source.variableIds.slice(0, 1) : source.variableIds;
      if (type === 'wordcloud') {
        plan.words.push(
          add({
            kind: 'words',
            select,
            column: source.variableIds[0]!,
            settings: survey.words,
            phrases: options.units,
          }),
        );
        return;
      }
      if (type === 'cross') {
        if (s === 0 && chart.cross)
          plan.cross = add({ kind: 'cross', select, definition: ZCrossDefinition.parse(chart.cross) });
        return;
      }
      for (const variableId of variables) {
        const item = itemOf(chart, select, variableId);
        plan.series.push({ code: source.surveyCode, variableId, weighted: select.weighted, ref: add(item) });
      }
      if (type === 'kpi' && s === 0 && options.compare) {
        const before = previousOf(period, now);
        const first = variables[0];
        if (before && first)
          plan.previous = add(
            itemOf(chart, selection(survey, source.filterId, before, source.weighted), first),
          );
      }
    });
    for (const benchmark of chart.benchmarks) {
      const first = chart.sources[0]!;
      if (benchmark.kind === 'survey') {
        const other = input.surveys.get(benchmark.surveyCode);
        if (!other?.allowed) {
          plan.benchmarks.push({ benchmark, refs: [], denied: benchmark.surveyCode });
          continue;
        }
        const select = selection(other, benchmark.filterId, bounds, first.weighted, false);
        const item = itemOf(chart, select, benchmark.variableId);
        plan.benchmarks.push({ benchmark, refs: [book.add(benchmark.surveyCode, item)], denied: null });
      } else if (benchmark.kind === 'period') {
        const survey = input.surveys.get(first.surveyCode);
        if (!survey?.allowed) {
          plan.benchmarks.push({ benchmark, refs: [], denied: first.surveyCode });
          continue;
        }
        const select = selection(survey, first.filterId, boundsOf(benchmark.period, now), first.weighted);
        const item = itemOf(chart, select, first.variableIds[0]!);
        plan.benchmarks.push({ benchmark, refs: [book.add(first.surveyCode, item)], denied: null });
      } else plan.benchmarks.push({ benchmark, refs: [], denied: null });
    }
    return plan;
  });
  const items = new Map([...book.bySurvey].map(([code, b]) => [code, b.items]));
  return { items, charts };
}

/**
 * What a chart counts of one variable: a line its points, a KPI of responses a row count, an NPS
 * (chart or metric) the 0–10 groups, anything else the variable's tally. Benchmarks count the
 * same, so their figures compare one to one.
 */
function itemOf(chart: DashboardChart, select: ItemSelection, variableId: string): ChartItem {
  const { type, options } = chart;
  if (type === 'line')
    return {
      kind: 'points',
      select,
      variableId: options.metric === 'responses' ? null : variableId,
      category: options.category ?? null,
      interval: options.interval,
    };
  if (type === 'kpi' && options.metric === 'responses') return { kind: 'count', select };
  const nps = type === 'nps' || (type === 'kpi' && options.metric === 'nps');
  return { kind: 'tally', select, variableId, mode: nps ? 'nps' : 'default' };
}
