import {
  type ChartSaved,
  type ChartSpec,
  DASHBOARD_CHARTS_PER_PAGE_MAX,
  type DashboardSaved,
  type GridItem,
  type Lang,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardCharts, dashboardPages } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { chartOf } from './chart-rows.ts';
import { validateChartSources } from './chart-sources.ts';
import { type ChartRow, loadChartFor, loadPageFor } from './dashboard-access.ts';
import { chartCountOf } from './dashboard-repo.ts';
import { runDashboardEdit } from './run-dashboard-edit.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

const pageFull = () =>
  new AppError('A0340', `a page holds at most ${DASHBOARD_CHARTS_PER_PAGE_MAX} charts; add a page for more`);

async function assertRoom(tx: Db, pageId: number): Promise<void> {
  if ((await chartCountOf(tx, pageId)) >= DASHBOARD_CHARTS_PER_PAGE_MAX) throw pageFull();
}

/** The spec as stored: exactly the contract's ZChartSpec fields (no id, page or time). */
function storedSpec(spec: ChartSpec): ChartSpec {
  const { type, title, layout, sources, cross, options, pagePeriod, benchmarks } = spec;
  return { type, title, layout, sources, ...(cross ? { cross } : {}), options, pagePeriod, benchmarks };
}

async function writeSpec(tx: Db, chartId: number, spec: ChartSpec, now: number): Promise<ChartRow> {
  const [row] = await tx
    .update(dashboardCharts)
    .set({ spec: storedSpec(spec), updatedAt: new Date(now) })
    .where(eq(dashboardCharts.id, chartId))
    .returning();
  return row!;
}

/**
 * Adds a chart to a page (edit right): the page has room (A0340) and its sources pass
 * validateChartSources. The right is checked before the sources, so a caller who may not see the
 * dashboard learns nothing about surveys; the edit checks it again under the lock.
 */
export async function createChart(
  deps: Deps,
  auth: Auth,
  input: { pageId: number; chart: ChartSpec },
  lang: Lang,
  version: number | undefined,
): Promise<ChartSaved> {
  await loadPageFor(deps, auth, input.pageId, 'edit');
  await validateChartSources(deps, auth, input.chart, lang);
  const { result, saved } = await runDashboardEdit(
    deps,
    auth,
    { pageId: input.pageId },
    version,
    async ({ tx, access, now }) => {
      await assertRoom(tx, input.pageId);
      const [row] = await tx
        .insert(dashboardCharts)
        .values({
          pageId: input.pageId,
          dashboardId: access.dashboard.id,
          spec: storedSpec(input.chart),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      return chartOf(row!);
    },
  );
  return { chart: result, saved };
}

/** Replaces a chart's definition (its pagePeriod defaults to null: the page's period). */
export async function updateChart(
  deps: Deps,
  auth: Auth,
  input: ChartSpec & { id: number },
  lang: Lang,
  version: number | undefined,
): Promise<ChartSaved> {
  await loadChartFor(deps, auth, input.id, 'edit');
  await validateChartSources(deps, auth, input, lang);
  const { result, saved } = await runDashboardEdit(
    deps,
    auth,
    { chartId: input.id },
    version,
    async ({ tx, now }) => chartOf(await writeSpec(tx, input.id, input, now)),
  );
  return { chart: result, saved };
}

/** Copies a chart onto its page or another page of the same dashboard (A0404 otherwise; A0340 full). */
export async function copyChart(
  deps: Deps,
  auth: Auth,
  input: { id: number; pageId?: number | undefined },
  version: number | undefined,
): Promise<ChartSaved> {
  const { result, saved } = await runDashboardEdit(
    deps,
    auth,
    { chartId: input.id },
    version,
    async ({ tx, access, now }) => {
      const pageId = input.pageId ?? access.chart!.pageId;
      const [page] = await tx
        .select({ id: dashboardPages.id })
        .from(dashboardPages)
        .where(and(eq(dashboardPages.id, pageId), eq(dashboardPages.dashboardId, access.dashboard.id)));
      if (!page) throw new AppError('A0404', `page ${pageId} is not a page of this dashboard`);
      await assertRoom(tx, pageId);
      const [row] = await tx
        .insert(dashboardCharts)
        .values({
          pageId,
          dashboardId: access.dashboard.id,
          spec: structuredClone(access.chart!.spec),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      return chartOf(row!);
    },
  );
  return { chart: result, saved };
}

export async function removeChart(
  deps: Deps,
  auth: Auth,
  chartId: number,
  version: number | undefined,
): Promise<{ saved: DashboardSaved }> {
  const { saved } = await runDashboardEdit(deps, auth, { chartId }, version, async ({ tx }) => {
    await tx.delete(dashboardCharts).where(eq(dashboardCharts.id, chartId));
  });
  return { saved };
}

/** Saves the grid places of a page's charts after a drag or resize; every id must be a chart of the page. */
export async function layoutCharts(
  deps: Deps,
  auth: Auth,
  input: { pageId: number; items: { id: number; layout: GridItem }[] },
  version: number | undefined,
): Promise<{ saved: DashboardSaved }> {
  const { saved } = await runDashboardEdit(
    deps,
    auth,
    { pageId: input.pageId },
    version,
    async ({ tx, now }) => {
      const rows = await tx.select().from(dashboardCharts).where(eq(dashboardCharts.pageId, input.pageId));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stranger = input.items.find((item) => !byId.has(item.id));
      if (stranger)
        throw new AppError('A0400', `chart ${stranger.id} is not a chart of page ${input.pageId}`);
      for (const item of input.items) {
        const spec = chartOf(byId.get(item.id)!);
        await writeSpec(tx, item.id, { ...spec, layout: item.layout }, now);
      }
    },
  );
  return { saved };
}

/** Sets the order a chart draws its categories in; an empty order goes back to the question's. */
export async function sortChartOptions(
  deps: Deps,
  auth: Auth,
  input: { id: number; order: number[] },
  version: number | undefined,
): Promise<ChartSaved> {
  const { result, saved } = await runDashboardEdit(
    deps,
    auth,
    { chartId: input.id },
    version,
    async ({ tx, access, now }) => {
      const spec = chartOf(access.chart!);
      const { order: _old, ...options } = spec.options;
      const next = { ...spec, options: input.order.length ? { ...options, order: input.order } : options };
      return chartOf(await writeSpec(tx, input.id, next, now));
    },
  );
  return { chart: result, saved };
}
