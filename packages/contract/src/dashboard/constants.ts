/**
 * Dashboards (spec doc 1 `/dashboard…`, doc 2 "Dashboards (report service)"): the limits the spec
 * does not give are ours, chosen so a page stays readable and computes within its budget.
 */

/** What a chart draws. `stackedBar` stacks one series per variable (a matrix's rows). */
export const DASHBOARD_CHART_TYPES = [
  'bar',
  'stackedBar',
  'pie',
  'line',
  'table',
  'cross',
  'nps',
  'kpi',
  'wordcloud',
] as const;
export type DashboardChartType = (typeof DASHBOARD_CHART_TYPES)[number];

/** Dashboard status: 0 not launched, 1 launched (its public link answers), 2 link revoked. */
export const DASHBOARD_STATUSES = [0, 1, 2] as const;

/** The grid's columns (react-grid-layout's cols); a chart's x + w stays within them. */
export const DASHBOARD_GRID_COLUMNS = 12;
/** Rows a chart may span. */
export const DASHBOARD_GRID_MAX_HEIGHT = 24;
export const DASHBOARD_TITLE_MAX = 60;
export const DASHBOARD_PAGE_TITLE_MAX = 30;
export const CHART_TITLE_MAX = 100;
/** Pages per dashboard. */
export const DASHBOARD_PAGES_MAX = 20;
/** Charts per page (A0340 past it). */
export const DASHBOARD_CHARTS_PER_PAGE_MAX = 24;
/** Surveys feeding one chart (a series each). */
export const CHART_SOURCES_MAX = 4;
/** Variables per source (a table or a stacked bar of a matrix's rows). */
export const CHART_VARIABLES_MAX = 20;
export const CHART_BENCHMARKS_MAX = 4;
/** Rows of an uploaded norm table. */
export const NORM_ROWS_MAX = 200;
export const NORM_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Page tags shown in the export's page selector (spec: at most 2, the rest as "+N"). */
export const PAGE_SELECTOR_MAX_TAGS = 2;
/** The detail call's time-out (spec doc 2: 300000 ms; a new call cancels the pending one). */
export const PAGE_DETAIL_TIMEOUT_MS = 300_000;
/** The insight PDF's time-out (spec doc 2: 900000 ms). */
export const INSIGHT_PDF_TIMEOUT_MS = 900_000;
/** How often an open page asks whether its figures changed (the `since` of page/detail). */
export const DASHBOARD_LIVE_POLL_MS = 10_000;

/** Download-centre subTypes (spec doc 2): 10 raw data (of a survey or a dashboard's surveys), 11 page report. */
export const DOWNLOAD_SUBTYPE_PAGE_REPORT = 11;
