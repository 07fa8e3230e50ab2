import { type DashboardChart, type DashboardPage, ZChartSpec, ZPageFilters, ZPeriod } from '@cairn/contract';
import { asc, eq, sql } from 'drizzle-orm';
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

/** A dashboard's pages in order, with their chart counts. */
export async function readDashboardPages(db: Db, dashboardId: number): Promise<DashboardPage[]> {
  const rows = await db
    .select({
      page: dashboardPages,
      charts:
        sql<number>`(select count(*) from ${dashboardCharts} where ${dashboardCharts.pageId} = ${dashboardPages.id})`.mapWith(
          Number,
        ),
    })
    .from(dashboardPages)
    .where(eq(dashboardPages.dashboardId, dashboardId))
    .orderBy(asc(dashboardPages.position), asc(dashboardPages.id));
  return rows.map((r) => pageOf(r.page, r.charts));
}

/** What `dashboards.published` holds: the pages and charts as launched (the public link shows these). */
export interface PublishedSnapshot {
  pages: DashboardPage[];
  charts: DashboardChart[];
}
