import type { DashboardBase } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardShares, dashboardStars, dashboards } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByNameOrEmail } from '../projects/survey-repo.ts';
import { tenantOf } from './create-dashboard.ts';
import { loadDashboardFor } from './dashboard-access.ts';
import { findOwnDashboardFolder } from './dashboard-folders.ts';
import { baseOf, ownerNameOf } from './dashboard-info.ts';
import { runDashboardEdit } from './run-dashboard-edit.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

/** Renames a dashboard: an edit (edit right, x-node-v, a new version). */
export async function renameDashboard(
  deps: Deps,
  auth: Auth,
  input: { code: string; title: string },
  expectedVersion: number | undefined,
): Promise<{ base: DashboardBase; version: number }> {
  const { result: rights, saved } = await runDashboardEdit(
    deps,
    auth,
    { code: input.code },
    expectedVersion,
    async ({ tx, access }) => {
      await tx.update(dashboards).set({ title: input.title }).where(eq(dashboards.id, access.dashboard.id));
      return access.rights;
    },
  );
  const [row] = await deps.db.select().from(dashboards).where(eq(dashboards.code, input.code));
  return { base: baseOf(row!, rights, await ownerNameOf(deps.db, row!.ownerId)), version: saved.version };
}

/** Stars or unstars a dashboard the caller may see (their own mark, nobody else's). */
export async function starDashboard(deps: Deps, auth: Auth, code: string, star: boolean) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'view');
  if (star)
    await deps.db
      .insert(dashboardStars)
      .values({ dashboardId: dashboard.id, userId: auth.userId, createdAt: new Date(deps.now()) })
      .onConflictDoNothing();
  else
    await deps.db
      .delete(dashboardStars)
      .where(and(eq(dashboardStars.dashboardId, dashboard.id), eq(dashboardStars.userId, auth.userId)));
  return { code, starred: star };
}

/** Files dashboards in one of the caller's folders (0: none). Every one is checked before any moves. */
export async function moveDashboards(deps: Deps, auth: Auth, codes: readonly string[], folderId: number) {
  const ids: number[] = [];
  for (const code of new Set(codes))
    ids.push((await loadDashboardFor(deps, auth, code, 'manage')).dashboard.id);
  if (folderId > 0) await findOwnDashboardFolder(deps.db, auth.userId, folderId);
  await deps.db
    .update(dashboards)
    .set({ folderId: folderId > 0 ? folderId : null })
    .where(inArray(dashboards.id, ids));
}

/** To the recycle bin: it leaves every list but the bin, and its public link stops answering. */
export async function recycleDashboard(deps: Deps, auth: Auth, code: string) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage');
  await deps.db
    .update(dashboards)
    .set({ deletedAt: new Date(deps.now()) })
    .where(eq(dashboards.id, dashboard.id));
}

export async function restoreDashboard(deps: Deps, auth: Auth, code: string) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage', { binned: true });
  await deps.db.update(dashboards).set({ deletedAt: null }).where(eq(dashboards.id, dashboard.id));
}

/** Deletes a binned dashboard for good (pages, charts, shares and stars go with it); A5204 outside the bin. */
export async function clearDashboard(deps: Deps, auth: Auth, code: string) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage', { binned: true });
  if (!dashboard.deletedAt) throw new AppError('A5204', 'move the dashboard to the recycle bin first');
  await deps.db.delete(dashboards).where(eq(dashboards.id, dashboard.id));
}

/**
 * Hands a dashboard over (manage right) to a user named by user name or e-mail, as projects are
 * handed over: the target owns it in their organisation and department, out of any folder; a
 * share the target held is dropped (owners need none). Unknown target A5205; the caller or the
 * owner A5212.
 */
export async function handoverDashboard(deps: Deps, auth: Auth, code: string, targetName: string) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage');
  const target = await findUserByNameOrEmail(deps.db, targetName);
  if (!target) throw new AppError('A5205');
  if (target.id === auth.userId || target.id === dashboard.ownerId) throw new AppError('A5212');
  // The target could not open it: dashboards are an enterprise feature (requireEnterprise).
  if (target.level <= 0) throw new AppError('A5223');
  const tenant = await tenantOf(deps.db, target.id);
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(dashboards)
      .set({ ownerId: target.id, ...tenant, folderId: null })
      .where(and(eq(dashboards.id, dashboard.id), eq(dashboards.ownerId, dashboard.ownerId)))
      .returning({ id: dashboards.id });
    // Handed over by someone else since the check: the caller's right is gone.
    if (moved.length === 0) throw new AppError('A5202');
    await tx
      .delete(dashboardShares)
      .where(and(eq(dashboardShares.dashboardId, dashboard.id), eq(dashboardShares.userId, target.id)));
  });
}
