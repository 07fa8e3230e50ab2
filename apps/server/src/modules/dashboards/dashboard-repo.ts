import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardCharts, dashboardPages, dashboards } from '../../db/schema/index.ts';
import { newProjectCode } from '../projects/survey-repo.ts';
import type { DashboardRow, PageRow } from './dashboard-access.ts';

export type NewDashboardRow = Omit<typeof dashboards.$inferInsert, 'id' | 'code'>;

/**
 * Inserts a dashboard under a fresh code, made as project codes are (8 letters and digits); a
 * clash is all but impossible and costs a retry, checked first so the transaction survives.
 */
export async function insertDashboard(db: Db, values: NewDashboardRow): Promise<DashboardRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newProjectCode();
    const [taken] = await db.select({ id: dashboards.id }).from(dashboards).where(eq(dashboards.code, code));
    if (taken) continue;
    const [row] = await db
      .insert(dashboards)
      .values({ ...values, code })
      .returning();
    return row!;
  }
  throw new Error('could not find a free dashboard code');
}

/** A dashboard's page rows in their order. */
export async function pageRowsOf(db: Db, dashboardId: number): Promise<PageRow[]> {
  return db
    .select()
    .from(dashboardPages)
    .where(eq(dashboardPages.dashboardId, dashboardId))
    .orderBy(asc(dashboardPages.position), asc(dashboardPages.id));
}

/** Writes positions 0..n-1 in the order given (only rows whose position changes). */
export async function renumberPages(db: Db, ordered: readonly Pick<PageRow, 'id' | 'position'>[]) {
  for (const [position, page] of ordered.entries()) {
    if (page.position !== position)
      await db.update(dashboardPages).set({ position }).where(eq(dashboardPages.id, page.id));
  }
}

/** Copies one page's charts onto another page (of `dashboardId`), in their order. */
export async function copyPageCharts(
  db: Db,
  fromPageId: number,
  toPageId: number,
  dashboardId: number,
  at: Date,
): Promise<number> {
  const charts = await db
    .select()
    .from(dashboardCharts)
    .where(eq(dashboardCharts.pageId, fromPageId))
    .orderBy(asc(dashboardCharts.id));
  if (charts.length === 0) return 0;
  await db.insert(dashboardCharts).values(
    charts.map((c) => ({
      pageId: toPageId,
      dashboardId,
      spec: structuredClone(c.spec),
      createdAt: at,
      updatedAt: at,
    })),
  );
  return charts.length;
}

/**
 * Copies every page of one dashboard (with its charts) into another, keeping order, titles,
 * periods and filters; the pages are out of edit mode. Answers the new pages' ids in order.
 */
export async function copyDashboardPages(
  db: Db,
  fromDashboardId: number,
  toDashboardId: number,
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const page of await pageRowsOf(db, fromDashboardId)) {
    const [copy] = await db
      .insert(dashboardPages)
      .values({
        dashboardId: toDashboardId,
        title: page.title,
        position: page.position,
        edit: false,
        period: structuredClone(page.period),
        filters: structuredClone(page.filters),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: dashboardPages.id });
    await copyPageCharts(db, page.id, copy!.id, toDashboardId, at);
    ids.push(copy!.id);
  }
  return ids;
}

/** How many charts a page holds. */
export async function chartCountOf(db: Db, pageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dashboardCharts)
    .where(eq(dashboardCharts.pageId, pageId));
  return row?.n ?? 0;
}
