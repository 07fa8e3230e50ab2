import type { DashboardRights } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dashboardCharts,
  dashboardPages,
  dashboardShares,
  dashboards,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type DashboardAction, dashboardRights } from '../../policy/dashboard-policy.ts';
import { loadSubject } from '../../policy/subject.ts';

export type DashboardRow = typeof dashboards.$inferSelect;
export type PageRow = typeof dashboardPages.$inferSelect;
export type ChartRow = typeof dashboardCharts.$inferSelect;

export interface DashboardAccess {
  dashboard: DashboardRow;
  rights: DashboardRights;
}

/** Dashboards are an enterprise feature: a free account (level 0) is refused with A0403 (the upgrade prompt). */
export async function requireEnterprise(deps: { db: Db }, auth: { userId: number }): Promise<void> {
  const [user] = await deps.db.select({ level: users.level }).from(users).where(eq(users.id, auth.userId));
  if (!user || user.level <= 0)
    throw new AppError('A0403', 'dashboards are an enterprise feature; upgrade the account to use them');
}

/**
 * The dashboard a call names, if the caller may do `action` with it: the edition first, then
 * the policy (dashboard-policy.ts). One the caller may not see answers A0404, as a missing one,
 * so codes cannot be probed; one they see but may not change, A5202. A dashboard in the recycle
 * bin is found only with `binned: true` (restore, clear, the recycle list).
 */
export async function loadDashboardFor(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
  action: DashboardAction,
  options: { binned?: boolean } = {},
): Promise<DashboardAccess> {
  await requireEnterprise(deps, auth);
  const [dashboard] = await deps.db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.code, code), options.binned ? undefined : isNull(dashboards.deletedAt)));
  if (!dashboard) throw new AppError('A0404', 'no such dashboard');
  return decideFor(deps, auth, dashboard, action);
}

async function decideFor(
  deps: { db: Db },
  auth: { userId: number },
  dashboard: DashboardRow,
  action: DashboardAction,
): Promise<DashboardAccess> {
  const [subject, shares] = await Promise.all([
    loadSubject(deps.db, auth.userId),
    deps.db
      .select({ userId: dashboardShares.userId, edit: dashboardShares.canEdit })
      .from(dashboardShares)
      .where(eq(dashboardShares.dashboardId, dashboard.id)),
  ]);
  const rights = dashboardRights(subject, {
    ownerId: dashboard.ownerId,
    organizationId: dashboard.organizationId,
    shares,
  });
  if (!rights.view) throw new AppError('A0404', 'no such dashboard');
  if (!rights[action]) throw new AppError('A5202', `you may not ${action} this dashboard`);
  return { dashboard, rights };
}

/** A page and its dashboard, for `action` (A0404 an unknown page or one of a binned dashboard). */
export async function loadPageFor(
  deps: { db: Db },
  auth: { userId: number },
  pageId: number,
  action: DashboardAction,
): Promise<DashboardAccess & { page: PageRow }> {
  await requireEnterprise(deps, auth);
  const [row] = await deps.db
    .select({ page: dashboardPages, dashboard: dashboards })
    .from(dashboardPages)
    .innerJoin(dashboards, eq(dashboards.id, dashboardPages.dashboardId))
    .where(and(eq(dashboardPages.id, pageId), isNull(dashboards.deletedAt)));
  if (!row) throw new AppError('A0404', 'no such dashboard page');
  return { ...(await decideFor(deps, auth, row.dashboard, action)), page: row.page };
}

/** A chart with its page and dashboard, for `action`. */
export async function loadChartFor(
  deps: { db: Db },
  auth: { userId: number },
  chartId: number,
  action: DashboardAction,
): Promise<DashboardAccess & { page: PageRow; chart: ChartRow }> {
  await requireEnterprise(deps, auth);
  const [row] = await deps.db
    .select({ chart: dashboardCharts, page: dashboardPages, dashboard: dashboards })
    .from(dashboardCharts)
    .innerJoin(dashboardPages, eq(dashboardPages.id, dashboardCharts.pageId))
    .innerJoin(dashboards, eq(dashboards.id, dashboardCharts.dashboardId))
    .where(and(eq(dashboardCharts.id, chartId), isNull(dashboards.deletedAt)));
  if (!row) throw new AppError('A0404', 'no such chart');
  return { ...(await decideFor(deps, auth, row.dashboard, action)), page: row.page, chart: row.chart };
}
