import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZCrossTable, ZCrossVariable } from '../report/cross.ts';
import { ZChart, ZDashboardPage, ZPageFilters, ZPeriod } from './schemas.ts';

/**
 * A page's figures (POST dashboard/chart/page/detail and its public twin): each chart's numbers
 * as the report worker computed them, with its benchmarks compared. A chart whose survey or
 * question is gone is not an error of the page: it answers a state the chart draws as an empty
 * state, and the other charts still show.
 */

export const ZChartState = z.enum([
  'ok',
  /** Nothing to count: no responses in the period and filter. */
  'empty',
  /** A variable no longer exists in the survey's published version (or the survey left). */
  'missing',
  /** The caller may not report on a source survey any more. */
  'denied',
]);
export type ChartState = z.infer<typeof ZChartState>;

export const ZFigureCategory = z.object({
  value: z.number(),
  label: z.string(),
  count: z.number(),
  /** Of the series' base (0–100). */
  percent: z.number(),
});
export type FigureCategory = z.infer<typeof ZFigureCategory>;

export const ZFigurePoint = z.object({
  /** Start of the bucket (the survey's day, ISO week's Monday or month), as 2026-11-28. */
  label: z.string(),
  at: z.number(),
  value: z.number(),
  base: z.number(),
});
export type FigurePoint = z.infer<typeof ZFigurePoint>;

/** One series: a source survey's variable (bars, stacks, pies, tables, lines). */
export const ZFigureSeries = z.object({
  key: z.string(),
  surveyCode: z.string(),
  variableId: z.string(),
  /** Q3 Overall satisfaction; with several sources the survey's title is added. */
  label: z.string(),
  base: z.number(),
  weighted: z.boolean(),
  categories: z.array(ZFigureCategory),
  /** Numeric variables. */
  mean: z.number().nullable(),
  /** Line over time. */
  points: z.array(ZFigurePoint).optional(),
});
export type FigureSeries = z.infer<typeof ZFigureSeries>;

export const ZNpsFigure = z.object({
  score: z.number(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
  base: z.number(),
});
export type NpsFigure = z.infer<typeof ZNpsFigure>;

export const ZKpiFigure = z.object({
  metric: z.enum(['responses', 'category', 'mean', 'nps']),
  value: z.number().nullable(),
  /** The period of the same length just before (null: no period, or compare off). */
  previous: z.number().nullable(),
  change: z.number().nullable(),
  unit: z.enum(['', '%']),
});
export type KpiFigure = z.infer<typeof ZKpiFigure>;

export const ZBenchmarkValue = z.object({
  /** The category label compared, or '' for a chart's single figure (KPI, NPS, mean). */
  label: z.string(),
  /** The chart's own figure. */
  actual: z.number().nullable(),
  /** The benchmark's figure (null: the benchmark has no such category). */
  value: z.number().nullable(),
  diff: z.number().nullable(),
  /**
   * Two-sided p of the difference; null where no test applies (a target, an NPS or a count, a
   * mean against a norm). Against a norm: with its base a two-sample z of proportions, without
   * one a one-sample z of the chart's proportion against the norm's value.
   */
  p: z.number().nullable(),
  significant: z.boolean().nullable(),
  /** z: two proportions, or one against a norm (with or without its base); t: two means (Welch). */
  test: z.enum(['z', 't']).nullable(),
});
export type BenchmarkValue = z.infer<typeof ZBenchmarkValue>;

export const ZBenchmarkFigures = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['target', 'survey', 'period', 'norm']),
  /** The benchmark's own base (surveys and periods), for the legend. */
  base: z.number().nullable(),
  /** Significance level used (the chart's cross test level or 95). */
  level: z.number(),
  values: z.array(ZBenchmarkValue),
  /** Why nothing could be compared (a survey gone, a variable without categories). */
  problem: z.string().nullable(),
});
export type BenchmarkFigures = z.infer<typeof ZBenchmarkFigures>;

export const ZChartFigures = z.object({
  chartId: z.number().int(),
  state: ZChartState,
  /** What an empty, missing or denied chart tells its reader. */
  message: z.string().nullable(),
  /** Rows counted (after period and filters), over all sources. */
  base: z.number(),
  series: z.array(ZFigureSeries),
  cross: ZCrossTable.nullable(),
  nps: ZNpsFigure.nullable(),
  kpi: ZKpiFigure.nullable(),
  words: z.array(z.object({ text: z.string(), count: z.number() })).nullable(),
  benchmarks: z.array(ZBenchmarkFigures),
});
export type ChartFigures = z.infer<typeof ZChartFigures>;

export const ZPageDetailBody = z.object({
  pageId: z.number().int().positive(),
  /** Overrides the page's period for this view (not saved). */
  period: ZPeriod.nullable().optional(),
  filters: ZPageFilters.optional(),
  /** The dataVersion of the figures the client holds: when nothing changed the answer is `unchanged`. */
  since: z.string().max(400).optional(),
});
export type PageDetailBody = z.input<typeof ZPageDetailBody>;

export const ZPageDetail = z.object({
  pageId: z.number().int(),
  /** Changes when any source survey's responses or the page's charts change. */
  dataVersion: z.string(),
  /** `since` matched: charts is empty, keep what you hold. */
  unchanged: z.boolean(),
  computedAt: z.number(),
  /** The charts as drawn (the public link: as launched). */
  charts: z.array(ZChart),
  figures: z.array(ZChartFigures),
});
export type PageDetail = z.infer<typeof ZPageDetail>;

/** POST chart/cross/nodes: per survey, its variables and open columns. */
export const ZCrossNodes = z.array(
  z.object({
    surveyCode: z.string(),
    title: z.string(),
    /** null: never published (nothing to chart). */
    version: z.number().int().nullable(),
    variables: z.array(ZCrossVariable),
    openColumns: z.array(z.object({ key: z.string(), code: z.string(), label: z.string() })),
  }),
);
export type CrossNodes = z.infer<typeof ZCrossNodes>;

/** The public link (`/dashboard/preview/{code}/online?t=`): read-only, as launched. */
export const ZPublicDashboardQuery = z.object({ token: z.string().trim().min(16).max(64) });
export const ZPublicDashboard = z.object({
  title: z.string(),
  launchTime: z.number().nullable(),
  pages: z.array(ZDashboardPage),
});
export type PublicDashboard = z.infer<typeof ZPublicDashboard>;
export const ZPublicPageDetailBody = ZPageDetailBody.extend({ token: z.string().trim().min(16).max(64) });

/** Surveys a caller can pick as sources (report right), for the data source step. */
export const ZSourceSurveysQuery = z.object({ keyword: z.string().trim().max(100).optional() });
export const ZSourceSurvey = z.object({
  code: ZProjectCode,
  title: z.string(),
  status: z.number().int(),
  answerCount: z.number().int(),
});
export const ZSourceSurveyList = z.array(ZSourceSurvey);
