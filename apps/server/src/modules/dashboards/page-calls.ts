import {
  DASHBOARD_PAGES_MAX,
  type DashboardPage,
  type DashboardSaved,
  type Lang,
  type ZPageUpsertBody,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dashboardPages } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf, readDashboardPages } from './chart-rows.ts';
import { loadDashboardFor, loadPageFor } from './dashboard-access.ts';
import { chartCountOf, copyPageCharts, pageRowsOf, renumberPages } from './dashboard-repo.ts';
import { pageCopyTitle } from './dashboard-texts.ts';
import { runDashboardEdit } from './run-dashboard-edit.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };
type PageSaved = { page: DashboardPage; saved: DashboardSaved };

const tooMany = () =>
  new AppError(
    'A0400',
    `a dashboard has at most ${DASHBOARD_PAGES_MAX} pages; delete one before adding another`,
  );

/** GET chart/page/list: the pages in order (view right). */
export async function listPages(deps: Deps, auth: Auth, code: string): Promise<DashboardPage[]> {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'view');
  return readDashboardPages(deps.db, dashboard.id);
}

/**
 * Adds a page at the end (no id; A0400 past DASHBOARD_PAGES_MAX) or changes one's title, period
 * and filters (a period or filters left out stay as they are).
 */
export async function upsertPage(
  deps: Deps,
  auth: Auth,
  input: z.output<typeof ZPageUpsertBody>,
  version: number | undefined,
): Promise<PageSaved> {
  const { result: page, saved } = await runDashboardEdit(
    deps,
    auth,
    { code: input.code },
    version,
    async ({ tx, access, now }) => {
      const dashboardId = access.dashboard.id;
      const at = new Date(now);
      if (input.id === undefined) {
        const pages = await pageRowsOf(tx, dashboardId);
        if (pages.length >= DASHBOARD_PAGES_MAX) throw tooMany();
        const [row] = await tx
          .insert(dashboardPages)
          .values({
            dashboardId,
            title: input.title,
            position: pages.length,
            period: input.period ?? null,
            filters: input.filters ?? {},
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await renumberPages(tx, [...pages, row!]);
        return pageOf({ ...row!, position: pages.length }, 0);
      }
      const [current] = await tx.select().from(dashboardPages).where(eq(dashboardPages.id, input.id));
      if (!current || current.dashboardId !== dashboardId)
        throw new AppError('A0404', 'no such dashboard page');
      const [row] = await tx
        .update(dashboardPages)
        .set({
          title: input.title,
          ...(input.period !== undefined ? { period: input.period } : {}),
          ...(input.filters !== undefined ? { filters: input.filters } : {}),
          updatedAt: at,
        })
        .where(eq(dashboardPages.id, input.id))
        .returning();
      return pageOf(row!, await chartCountOf(tx, row!.id));
    },
  );
  return { page, saved };
}

/** Copies a page with its charts, placed right after it (the pages after move down one). */
export async function copyPage(
  deps: Deps,
  auth: Auth,
  pageId: number,
  lang: Lang,
  version: number | undefined,
): Promise<PageSaved> {
  const { result: page, saved } = await runDashboardEdit(
    deps,
    auth,
    { pageId },
    version,
    async ({ tx, access, now }) => {
      const source = access.page!;
      const pages = await pageRowsOf(tx, access.dashboard.id);
      if (pages.length >= DASHBOARD_PAGES_MAX) throw tooMany();
      const at = new Date(now);
      const [row] = await tx
        .insert(dashboardPages)
        .values({
          dashboardId: access.dashboard.id,
          title: pageCopyTitle(source.title, lang),
          position: source.position + 1,
          edit: false,
          period: structuredClone(source.period),
          filters: structuredClone(source.filters),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const charts = await copyPageCharts(tx, source.id, row!.id, access.dashboard.id, at);
      const at1 = pages.findIndex((p) => p.id === source.id) + 1;
      const ordered = [...pages.slice(0, at1), row!, ...pages.slice(at1)];
      await renumberPages(tx, ordered);
      return pageOf({ ...row!, position: at1 }, charts);
    },
  );
  return { page, saved };
}

/** Deletes a page and its charts; a dashboard keeps at least one page (A5204). */
export async function removePage(deps: Deps, auth: Auth, pageId: number, version: number | undefined) {
  const { saved } = await runDashboardEdit(deps, auth, { pageId }, version, async ({ tx, access }) => {
    const pages = await pageRowsOf(tx, access.dashboard.id);
    if (pages.length <= 1) throw new AppError('A5204', 'a dashboard keeps at least one page');
    await tx.delete(dashboardPages).where(eq(dashboardPages.id, pageId));
    await renumberPages(
      tx,
      pages.filter((p) => p.id !== pageId),
    );
  });
  return { saved };
}

/** Puts the pages in a new order: `ids` must be every page of the dashboard exactly once (A0400). */
export async function sortPages(
  deps: Deps,
  auth: Auth,
  input: { code: string; ids: number[] },
  version: number | undefined,
) {
  const { saved } = await runDashboardEdit(
    deps,
    auth,
    { code: input.code },
    version,
    async ({ tx, access }) => {
      const pages = await pageRowsOf(tx, access.dashboard.id);
      const known = new Set(pages.map((p) => p.id));
      const given = new Set(input.ids);
      if (
        given.size !== input.ids.length ||
        given.size !== known.size ||
        input.ids.some((id) => !known.has(id))
      )
        throw new AppError('A0400', 'ids must name every page of the dashboard exactly once');
      const byId = new Map(pages.map((p) => [p.id, p]));
      await renumberPages(
        tx,
        input.ids.map((id) => byId.get(id)!),
      );
    },
  );
  return { saved };
}

/** Turns a page's edit mode on or off (edit right); not a change of the dashboard: no version. */
export async function setPageEdit(deps: Deps, auth: Auth, pageId: number, edit: boolean) {
  await loadPageFor(deps, auth, pageId, 'edit');
  await deps.db.update(dashboardPages).set({ edit }).where(eq(dashboardPages.id, pageId));
}
