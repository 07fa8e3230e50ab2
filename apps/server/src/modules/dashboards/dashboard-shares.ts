import type { DashboardShare } from '@cairn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardShares, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByNameOrEmail } from '../projects/survey-repo.ts';
import { loadDashboardFor } from './dashboard-access.ts';

type Deps = { db: Db; now: () => number };
type Auth = { userId: number };

async function sharesOf(db: Db, dashboardId: number, userId?: number): Promise<DashboardShare[]> {
  const rows = await db
    .select({
      userId: dashboardShares.userId,
      name: users.username,
      email: users.email,
      edit: dashboardShares.canEdit,
      createdAt: dashboardShares.createdAt,
    })
    .from(dashboardShares)
    .innerJoin(users, eq(users.id, dashboardShares.userId))
    .where(
      and(
        eq(dashboardShares.dashboardId, dashboardId),
        userId === undefined ? undefined : eq(dashboardShares.userId, userId),
      ),
    )
    .orderBy(asc(dashboardShares.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** Who a dashboard is shared with, oldest share first (manage right). */
export async function listDashboardShares(deps: Deps, auth: Auth, code: string): Promise<DashboardShare[]> {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage');
  return sharesOf(deps.db, dashboard.id);
}

/**
 * Shares a dashboard (manage right) with a user named by user name or e-mail, view only or with
 * edit; sharing again with the same user changes what they may do. Unknown target A5205; the
 * caller or the owner A5212.
 */
export async function saveDashboardShare(
  deps: Deps,
  auth: Auth,
  input: { code: string; target: string; edit: boolean },
): Promise<DashboardShare> {
  const { dashboard } = await loadDashboardFor(deps, auth, input.code, 'manage');
  const target = await findUserByNameOrEmail(deps.db, input.target);
  if (!target) throw new AppError('A5205');
  if (target.id === auth.userId || target.id === dashboard.ownerId) throw new AppError('A5212');
  await deps.db
    .insert(dashboardShares)
    .values({
      dashboardId: dashboard.id,
      userId: target.id,
      canEdit: input.edit,
      createdAt: new Date(deps.now()),
    })
    .onConflictDoUpdate({
      target: [dashboardShares.dashboardId, dashboardShares.userId],
      set: { canEdit: input.edit },
    });
  const [share] = await sharesOf(deps.db, dashboard.id, target.id);
  return share!;
}

/** Ends a share (manage right); ending one that does not exist changes nothing. */
export async function removeDashboardShare(deps: Deps, auth: Auth, code: string, userId: number) {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'manage');
  await deps.db
    .delete(dashboardShares)
    .where(and(eq(dashboardShares.dashboardId, dashboard.id), eq(dashboardShares.userId, userId)));
}
