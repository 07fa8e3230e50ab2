import { randomBytes } from 'node:crypto';
import type { DashboardLaunched, PublicDashboard } from '@cairn/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardCharts, dashboards } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { chartOf, type PublishedSnapshot, readDashboardPages } from './chart-rows.ts';
import { type DashboardRow, loadDashboardFor } from './dashboard-access.ts';
import { savedOf } from './run-dashboard-edit.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

/** A public link's key: 24 random bytes, base64url (32 characters). */
export const newShareToken = () => randomBytes(24).toString('base64url');

function launchedOf(row: DashboardRow): DashboardLaunched {
  return {
    ...savedOf(row),
    launchTime: row.launchTime ? row.launchTime.getTime() : null,
    shareToken: row.shareToken,
  };
}

/** The pages and charts as they are now: what the public link shows until the next launch. */
export async function snapshotOf(db: Db, dashboardId: number): Promise<PublishedSnapshot> {
  const [pages, charts] = await Promise.all([
    readDashboardPages(db, dashboardId),
    db
      .select()
      .from(dashboardCharts)
      .where(eq(dashboardCharts.dashboardId, dashboardId))
      .orderBy(asc(dashboardCharts.id)),
  ]);
  return { pages, charts: charts.map(chartOf) };
}

/**
 * Launches (or relaunches) a dashboard (manage right): the snapshot of its pages and charts is
 * taken under the row lock, so an edit running at the same time is either in it or marks it
 * changed; an open link keeps its token, a revoked or never-made one gets a new one.
 */
export async function launchDashboard(deps: Deps, auth: Auth, code: string): Promise<DashboardLaunched> {
  return deps.db.transaction(async (tx) => {
    const { dashboard } = await loadDashboardFor({ db: tx }, auth, code, 'manage');
    const [locked] = await tx.select().from(dashboards).where(eq(dashboards.id, dashboard.id)).for('update');
    const published = await snapshotOf(tx, dashboard.id);
    const [row] = await tx
      .update(dashboards)
      .set({
        published,
        shareToken: locked?.shareToken ?? newShareToken(),
        status: 1,
        relaunch: false,
        launchTime: new Date(deps.now()),
      })
      .where(eq(dashboards.id, dashboard.id))
      .returning();
    return launchedOf(row!);
  });
}

/** Closes the public link (status 2, no token); launching again makes a new one. */
export async function revokeDashboard(deps: Deps, auth: Auth, code: string): Promise<DashboardLaunched> {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage');
  const [row] = await deps.db
    .update(dashboards)
    .set({ status: 2, shareToken: null, relaunch: false })
    .where(eq(dashboards.id, dashboard.id))
    .returning();
  return launchedOf(row!);
}

/**
 * The launched dashboard a public token opens: launched and not in the recycle bin, else A0344
 * without saying why. The pages are the launched snapshot's, not the current ones.
 */
export async function findPublicDashboard(
  db: Db,
  token: string,
): Promise<DashboardRow & { snapshot: PublishedSnapshot }> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.shareToken, token), eq(dashboards.status, 1), isNull(dashboards.deletedAt)));
  if (!row?.published) throw new AppError('A0344');
  return { ...row, snapshot: row.published as PublishedSnapshot };
}

export async function publicDashboardInfo(db: Db, token: string): Promise<PublicDashboard> {
  const row = await findPublicDashboard(db, token);
  return {
    title: row.title,
    launchTime: row.launchTime ? row.launchTime.getTime() : null,
    pages: row.snapshot.pages,
  };
}
