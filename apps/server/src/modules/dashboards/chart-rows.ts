import { type DashboardChart, type DashboardPage, ZChartSpec, ZPageFilters, ZPeriod } from '@cairn/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardCharts, dashboardPages } from '../../db/schema/index.ts';
import type { ChartRow, PageRow } from './dashboard-access.ts';

/**
 * Rows of dashboard pages and charts as the contract's records. Stored documents are parsed
 * with the contract's schemas, so a chart saved before a field existed reads with its default.
 */
export function chartOf(row: ChartRow): DashboardChart {
  const spec = ZChartSpec.parse(row.spec);
  return { ...spec, id: row.id, pageId: row.pageId, updateTime: row.updatedAt.getTime() };
}

export function pageOf(row: PageRow, chartCount: number): DashboardPage {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    edit: row.edit,
    period: row.period === null ? null : ZPeriod.parse(row.period),
    filters: ZPageFilters.parse(row.filters ?? {}),
    chartCount,
  };
}

/** A page's charts in creation order. */
export async function readPageCharts(db: Db, pageId: number): Promise<DashboardChart[]> {
  const rows = await db
    .select()
    .from(dashboardCharts)
    .where(eq(dashboardCharts.pageId, pageId))
    .orderBy(asc(dashboardCharts.id));
  return rows.map(chartOf);
}

/** How many charts each of these pages holds (a page without charts is absent). */
export async function chartCounts(db: Db, pageIds: readonly number[]): Promise<Map<number, number>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .select({ pageId: dashboardCharts.pageId, n: count() })
    .from(dashboardCharts)
    .where(inArray(dashboardCharts.pageId, [...pageIds]))
    .groupBy(dashboardCharts.pageId);
  return new Map(rows.map((r) => [r.pageId, r.n]));
}

/**
 * A dashboard's pages in order, with their chart counts. The counts are a second query: a
 * correlated sub-select written with drizzle's sql`` renders its columns unqualified
 * ("page_id" = "id"), which the database resolves inside the sub-select, counting nothing.
 */
export async function readDashboardPages(db: Db, dashboardId: number): Promise<DashboardPage[]> {
  const rows = await db
    .select()
    .from(dashboardPages)
    .where(eq(dashboardPages.dashboardId, dashboardId))
    .orderBy(asc(dashboardPages.position), asc(dashboardPages.id));
  const counts = await chartCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => pageOf(r, counts.get(r.id) ?? 0));
}

/** What `dashboards.published` holds: the pages and charts as launched (the public link shows these). */
export interface PublishedSnapshot {
  pages: DashboardPage[];
  charts: DashboardChart[];
}
