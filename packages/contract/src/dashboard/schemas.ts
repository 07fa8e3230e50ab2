import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZProjectCode, ZProjectFolderName, ZProjectUserTarget } from '../projects/schemas.ts';
import { ZBannerRef, ZCrossRef, ZCrossTestSettings } from '../report/cross.ts';
import {
  CHART_BENCHMARKS_MAX,
  CHART_SOURCES_MAX,
  CHART_TITLE_MAX,
  CHART_VARIABLES_MAX,
  DASHBOARD_CHART_TYPES,
  DASHBOARD_GRID_COLUMNS,
  DASHBOARD_GRID_MAX_HEIGHT,
  DASHBOARD_PAGE_TITLE_MAX,
  DASHBOARD_TITLE_MAX,
  NORM_ROWS_MAX,
} from './constants.ts';

/**
 * Dashboards, their pages and charts (spec doc 1 §3 Dashboard: code, title, status, relaunch,
 * updateTime, version, edit; page: id, title). Chart fields are not shown in the spec: a chart
 * names its data by the cross tables' variable ids, so every variable a cross table can use (a
 * question, a matrix row, a multiple-response group, metadata, codes, tags) can be charted, and
 * the cross engine computes it. Times are epoch milliseconds.
 */

/** A dashboard's code (as project codes: generated, 8 letters and digits). */
export const ZDashboardCode = ZProjectCode;
export const ZDashboardTitle = z.string().trim().min(1).max(DASHBOARD_TITLE_MAX);
export const ZDashboardStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** What the caller may do: view (DASHBOARD_VIEW), edit pages and charts (DASHBOARD_EDIT), manage (owner). */
export const ZDashboardRights = z.object({ view: z.boolean(), edit: z.boolean(), manage: z.boolean() });
export type DashboardRights = z.infer<typeof ZDashboardRights>;

/** Every edit answers the dashboard's state after it; the version is also the `x-node-v` header. */
export const ZDashboardSaved = z.object({
  version: z.number().int(),
  updateTime: z.number(),
  status: ZDashboardStatus,
  /** Launched and changed since: the public link still shows the launched pages. */
  relaunch: z.boolean(),
});
export type DashboardSaved = z.infer<typeof ZDashboardSaved>;

/** A period: a fixed range (either end open) or the last n days up to now. */
export const ZPeriod = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('range'),
      from: z.number().int().nonnegative().nullable(),
      to: z.number().int().nonnegative().nullable(),
    })
    .refine((p) => p.from === null || p.to === null || p.from <= p.to, {
      message: 'from must not be after to',
    }),
  z.object({ kind: z.literal('last'), days: z.number().int().min(1).max(3650) }),
]);
export type Period = z.infer<typeof ZPeriod>;

/**
 * A page's filters: response metadata every chart of the page shares (its surveys' questions
 * differ), and per survey one of its saved filters.
 */
export const ZPageFilters = z.object({
  /**
   * Response sources as recorded (the launch link's `source`, as the overview's source list shows
   * them; '' the plain link); empty: all.
   */
  sources: z.array(z.string().trim().max(100)).max(20).default([]),
  /** Devices: 0 phone, 1 tablet, 2 pc (chart-plan's DEVICE_CODES); empty: all. */
  devices: z.array(z.number().int().min(0).max(2)).max(3).default([]),
  /** A saved filter per survey, applied on top of each chart's own. */
  surveys: z
    .array(z.object({ surveyCode: ZProjectCode, filterId: z.number().int().positive() }))
    .max(20)
    .default([]),
});
export type PageFilters = z.infer<typeof ZPageFilters>;

export const ZDashboardPage = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  /** The page is in edit mode (spec: the edit flag toggles per page). */
  edit: z.boolean(),
  /** null: all time. */
  period: ZPeriod.nullable(),
  filters: ZPageFilters,
  chartCount: z.number().int(),
});
export type DashboardPage = z.infer<typeof ZDashboardPage>;

export const ZGridItem = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(DASHBOARD_GRID_COLUMNS - 1),
    y: z.number().int().min(0).max(10_000),
    w: z.number().int().min(1).max(DASHBOARD_GRID_COLUMNS),
    h: z.number().int().min(1).max(DASHBOARD_GRID_MAX_HEIGHT),
  })
  .refine((g) => g.x + g.w <= DASHBOARD_GRID_COLUMNS, {
    message: 'x + w must not pass the grid’s 12 columns',
  });
export type GridItem = z.infer<typeof ZGridItem>;

const ZVariableId = z.string().min(1).max(120);

/**
 * One survey feeding a chart: its variables (cross variable ids from `chart/cross/nodes`; for a
 * word cloud one open column key), its own saved filter and whether its active weighting scheme
 * applies. Each source is a series.
 */
export const ZChartSource = z.object({
  surveyCode: ZProjectCode,
  variableIds: z.array(ZVariableId).min(1).max(CHART_VARIABLES_MAX),
  filterId: z.number().int().positive().nullable().default(null),
  weighted: z.boolean().default(false),
});
export type ChartSource = z.infer<typeof ZChartSource>;

/** What a KPI (and a line) shows. `category` needs `options.category`. */
export const ZChartMetric = z.enum(['responses', 'category', 'mean', 'nps']);
export type ChartMetric = z.infer<typeof ZChartMetric>;

export const ZChartOptions = z.object({
  metric: ZChartMetric.default('responses'),
  /** The category value a `category` metric counts (its share of the base). */
  category: z.number().optional(),
  /** Category order (chart/option/sort): values in the order drawn; absent: the question's order. */
  order: z.array(z.number()).max(200).optional(),
  sort: z.enum(['none', 'desc', 'asc']).default('none'),
  /** Bars and stacks: percent of the base or counts. */
  show: z.enum(['percent', 'count']).default('percent'),
  horizontal: z.boolean().default(false),
  /** Bars, pies, tables, word clouds: the first n categories or words (0: all). */
  topN: z.number().int().min(0).max(200).default(0),
  /** Line over time. */
  interval: z.enum(['day', 'week', 'month']).default('day'),
  /** KPI: compare with the period of the same length just before. */
  compare: z.boolean().default(true),
  /** Word cloud: words, two-word phrases or both (as report/wordcloud). */
  units: z.enum(['words', 'phrases', 'both']).default('words'),
});
export type ChartOptions = z.infer<typeof ZChartOptions>;
export type ChartOptionsInput = z.input<typeof ZChartOptions>;

/** A cross-table chart's definition (its first source's survey): the cross engine's, letters included. */
export const ZChartCross = z.object({
  stubs: z.array(ZCrossRef).min(1).max(10),
  banner: z.array(ZBannerRef).min(1).max(5),
  test: ZCrossTestSettings.default({ level: 95, correction: 'none', meanTest: 'pooled' }),
});
export type ChartCross = z.infer<typeof ZChartCross>;

export const ZNormRow = z.object({
  label: z.string().trim().min(1).max(200),
  /** In the chart's unit: a percent for categories, a mean, an NPS, a count. */
  value: z.number().finite(),
  /** The norm's sample size, when known: makes the difference testable. */
  base: z.number().int().positive().nullable().default(null),
});
export type NormRow = z.infer<typeof ZNormRow>;

const benchmarkHead = {
  /** Chosen by the client (stable across edits, so the chart keeps its colour). */
  id: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1).max(60),
};
/**
 * A comparison value of a chart (the Benchmark editor): a fixed target, the same variable(s) in
 * another survey (categories matched by label), another period of the same sources, or a norm
 * table uploaded from xlsx (rows matched by label).
 */
export const ZBenchmark = z.discriminatedUnion('kind', [
  z.object({ ...benchmarkHead, kind: z.literal('target'), value: z.number().finite() }),
  z.object({
    ...benchmarkHead,
    kind: z.literal('survey'),
    surveyCode: ZProjectCode,
    variableId: ZVariableId,
    filterId: z.number().int().positive().nullable().default(null),
  }),
  z.object({ ...benchmarkHead, kind: z.literal('period'), period: ZPeriod }),
  z.object({ ...benchmarkHead, kind: z.literal('norm'), rows: z.array(ZNormRow).min(1).max(NORM_ROWS_MAX) }),
]);
export type Benchmark = z.infer<typeof ZBenchmark>;
export type BenchmarkInput = z.input<typeof ZBenchmark>;

/** What a chart is, as created and updated (spec: update's pagePeriod defaults to null). */
export const ZChartSpec = z.object({
  type: z.enum(DASHBOARD_CHART_TYPES),
  title: z.string().trim().max(CHART_TITLE_MAX).default(''),
  layout: ZGridItem,
  sources: z.array(ZChartSource).min(1).max(CHART_SOURCES_MAX),
  /** Required for `cross`, ignored otherwise. */
  cross: ZChartCross.optional(),
  options: ZChartOptions.default(ZChartOptions.parse({})),
  /** The chart's own period; null: the page's. */
  pagePeriod: ZPeriod.nullable().default(null),
  benchmarks: z.array(ZBenchmark).max(CHART_BENCHMARKS_MAX).default([]),
});
export type ChartSpec = z.infer<typeof ZChartSpec>;
export type ChartSpecInput = z.input<typeof ZChartSpec>;

export const ZChart = ZChartSpec.extend({
  id: z.number().int(),
  pageId: z.number().int(),
  updateTime: z.number(),
});
export type DashboardChart = z.infer<typeof ZChart>;

/** GET /report/dashboard/{code}: the dashboard with its pages (spec entity fields plus ours). */
export const ZDashboardInfo = z.object({
  code: z.string(),
  title: z.string(),
  status: ZDashboardStatus,
  relaunch: z.boolean(),
  updateTime: z.number(),
  version: z.number().int(),
  /** The caller may edit (DASHBOARD_EDIT): the report tab shows the edit / end-edit toggle. */
  edit: z.boolean(),
  rights: ZDashboardRights,
  folderId: z.number().int().nullable(),
  ownerName: z.string(),
  launchTime: z.number().nullable(),
  /** The public link's token while launched (manage right only; null otherwise). */
  shareToken: z.string().nullable(),
  pages: z.array(ZDashboardPage),
});
export type DashboardInfo = z.infer<typeof ZDashboardInfo>;

/** GET /report/dashboard/base/{code}: the header's facts without the pages. */
export const ZDashboardBase = ZDashboardInfo.omit({ pages: true });
export type DashboardBase = z.infer<typeof ZDashboardBase>;

export const ZDashboardRecord = z.object({
  code: z.string(),
  title: z.string(),
  status: ZDashboardStatus,
  relaunch: z.boolean(),
  updateTime: z.number(),
  version: z.number().int(),
  starred: z.boolean(),
  ownerName: z.string(),
  folderId: z.number().int().nullable(),
  pageCount: z.number().int(),
  /** Surveys the dashboard's charts read. */
  surveyCount: z.number().int(),
  rights: ZDashboardRights,
  /** In the recycle bin since (dataType 5). */
  deletedAt: z.number().nullable(),
});
export type DashboardRecord = z.infer<typeof ZDashboardRecord>;
export const ZDashboardListBody = ZPageQuery.extend({
  /** 1 mine, 2 shared with me, 5 recycle bin (the project list's numbers). */
  dataType: z.union([z.literal(1), z.literal(2), z.literal(5)]).default(1),
  /** Absent or -2: every folder; 0: unclassified; n: that folder of the caller's. */
  folderId: z.number().int().min(-2).optional(),
  keyword: z.string().trim().max(100).optional(),
  starred: z.boolean().optional(),
});
export type DashboardListBody = z.input<typeof ZDashboardListBody>;
export const ZDashboardPageList = ZPaged(ZDashboardRecord);
export type DashboardPageList = z.infer<typeof ZDashboardPageList>;

export const ZDashboardCodeParams = z.object({ code: ZDashboardCode });
export const ZDashboardCodeQuery = z.object({ code: ZDashboardCode });
export const ZDashboardCodeBody = z.object({ code: ZDashboardCode });
export const ZDashboardCreateBody = z.object({
  /** Default: 未命名仪表盘 / Untitled dashboard, by the caller's language. */
  title: ZDashboardTitle.optional(),
  folderId: z.number().int().positive().optional(),
});
export const ZDashboardCreated = z.object({ code: z.string(), pageId: z.number().int() });
export const ZDashboardRenameBody = z.object({ code: ZDashboardCode, title: ZDashboardTitle });
export const ZDashboardStarBody = z.object({ code: ZDashboardCode, star: z.boolean() });
export const ZDashboardMoveBody = z.object({
  codes: z.array(ZDashboardCode).min(1).max(100),
  /** 0: take them out of folders. */
  folderId: z.number().int().min(0),
});
export const ZDashboardHandoverBody = z.object({ code: ZDashboardCode, target: ZProjectUserTarget });

export const ZDashboardShare = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** false: view only. */
  edit: z.boolean(),
  createdAt: z.number(),
});
export type DashboardShare = z.infer<typeof ZDashboardShare>;
export const ZDashboardShareSaveBody = z.object({
  code: ZDashboardCode,
  target: ZProjectUserTarget,
  edit: z.boolean().default(false),
});
export const ZDashboardShareRemoveBody = z.object({
  code: ZDashboardCode,
  userId: z.number().int().positive(),
});

export const ZDashboardLaunched = ZDashboardSaved.extend({
  launchTime: z.number().nullable(),
  shareToken: z.string().nullable(),
});
export type DashboardLaunched = z.infer<typeof ZDashboardLaunched>;

/** Dashboard folders (the shared folder store's `dashboard` family). */
export const ZDashboardFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  createdAt: z.number(),
});
export type DashboardFolder = z.infer<typeof ZDashboardFolder>;
export const ZDashboardFolderList = z.object({
  folders: z.array(ZDashboardFolder),
  all: z.number().int(),
  unclassified: z.number().int(),
  shared: z.number().int(),
  recycle: z.number().int(),
});
export type DashboardFolderList = z.infer<typeof ZDashboardFolderList>;
export const ZDashboardFolderCreateBody = z.object({ name: ZProjectFolderName });
export const ZDashboardFolderRenameBody = z.object({
  id: z.number().int().positive(),
  name: ZProjectFolderName,
});
export const ZDashboardFolderIdParams = z.object({ id: z.coerce.number().int().positive() });

export const ZPageTitle = z.string().trim().min(1).max(DASHBOARD_PAGE_TITLE_MAX);
export const ZPageListQuery = z.object({ code: ZDashboardCode });
export const ZPageUpsertBody = z.object({
  code: ZDashboardCode,
  /** Absent: a new page at the end. */
  id: z.number().int().positive().optional(),
  title: ZPageTitle,
  period: ZPeriod.nullable().optional(),
  filters: ZPageFilters.optional(),
});
export const ZPageIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZPageCopyBody = z.object({ id: z.number().int().positive() });
export const ZPageSortBody = z.object({
  code: ZDashboardCode,
  /** Every page id of the dashboard, in the new order. */
  ids: z.array(z.number().int().positive()).min(1).max(100),
});
export const ZPageEditBody = z.object({ pageId: z.number().int().positive(), edit: z.boolean() });
export const ZPageSaved = z.object({ page: ZDashboardPage, saved: ZDashboardSaved });
export const ZDashboardSavedOnly = z.object({ saved: ZDashboardSaved });

export const ZChartCreateBody = z.object({ pageId: z.number().int().positive(), chart: ZChartSpec });
export const ZChartUpdateBody = ZChartSpec.extend({ id: z.number().int().positive() });
export const ZChartIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZChartCopyBody = z.object({
  id: z.number().int().positive(),
  /** Another page of the same dashboard; absent: the chart's own page. */
  pageId: z.number().int().positive().optional(),
});
export const ZChartLayoutBody = z.object({
  pageId: z.number().int().positive(),
  items: z
    .array(z.object({ id: z.number().int().positive(), layout: ZGridItem }))
    .min(1)
    .max(100),
});
export const ZChartSortBody = z.object({
  id: z.number().int().positive(),
  /** Category values in the order to draw; empty: back to the question's order. */
  order: z.array(z.number()).max(200),
});
export const ZChartSaved = z.object({ chart: ZChart, saved: ZDashboardSaved });
export type ChartSaved = z.infer<typeof ZChartSaved>;

/** POST chart/cross/nodes: what charts can read from these surveys. */
export const ZCrossNodesBody = z.object({ surveyCodes: z.array(ZProjectCode).min(1).max(10) });

export const ZNormTable = z.object({ rows: z.array(ZNormRow), sheet: z.string() });
export type NormTable = z.infer<typeof ZNormTable>;
