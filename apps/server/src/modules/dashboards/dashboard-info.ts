import type { DashboardBase, DashboardInfo, DashboardRights } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { readDashboardPages } from './chart-rows.ts';
import { type DashboardRow, loadDashboardFor } from './dashboard-access.ts';

export async function ownerNameOf(db: Db, ownerId: number): Promise<string> {
  const [owner] = await db.select({ name: users.username }).from(users).where(eq(users.id, ownerId));
  return owner?.name ?? '';
}

/** The header facts of a dashboard for a caller with these rights; the public token only for managers. */
export function baseOf(row: DashboardRow, rights: DashboardRights, ownerName: string): DashboardBase {
  return {
    code: row.code,
    title: row.title,
    status: row.status as DashboardBase['status'],
    relaunch: row.relaunch,
    updateTime: row.updatedAt.getTime(),
    version: row.version,
    edit: rights.edit,
    rights,
    folderId: row.folderId,
    ownerName,
    launchTime: row.launchTime ? row.launchTime.getTime() : null,
    shareToken: rights.manage ? row.shareToken : null,
  };
}

/** GET dashboard/base/{code}: view right. */
export async function dashboardBase(deps: { db: Db }, auth: { userId: number }, code: string) {
  const { dashboard, rights } = await loadDashboardFor(deps, auth, code, 'view');
  return baseOf(dashboard, rights, await ownerNameOf(deps.db, dashboard.ownerId));
}

/** GET dashboard/{code}: the header facts with the pages in order. */
export async function dashboardInfo(
  deps: { db: Db },
  auth: { userId: number },
  code: string,
): Promise<DashboardInfo> {
  const { dashboard, rights } = await loadDashboardFor(deps, auth, code, 'view');
  const [ownerName, pages] = await Promise.all([
    ownerNameOf(deps.db, dashboard.ownerId),
    readDashboardPages(deps.db, dashboard.id),
  ]);
  return { ...baseOf(dashboard, rights, ownerName), pages };
}
