import { DASHBOARD_FOLDERS, type DashboardFolder, type DashboardFolderList } from '@cairn/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardFolders, dashboardShares, dashboards } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countInFolders,
  createFolder,
  findFolder,
  listFolders,
  removeFolder,
  renameFolder,
} from '../folders/folder-store.ts';
import type { FolderTable, StoredFolder } from '../folders/folder-table.ts';
import { requireEnterprise } from './dashboard-access.ts';

/**
 * Dashboard folders in the shared folder store: one user's own, in creation order, no default
 * folder, names unique per user ignoring case (A0400); counts leave out the recycle bin.
 */
export const dashboardFolderTable: FolderTable<{ ownerId: number }> = {
  family: DASHBOARD_FOLDERS,
  table: dashboardFolders,
  columns: {
    id: dashboardFolders.id,
    ownerId: dashboardFolders.ownerId,
    name: dashboardFolders.name,
    createdAt: dashboardFolders.createdAt,
  },
  inScope: (scope) => eq(dashboardFolders.ownerId, scope.ownerId),
  scopeValues: (scope) => ({ ownerId: scope.ownerId }),
  scopeOf: (folder) => ({ ownerId: folder.ownerId }),
  contents: { table: dashboards, live: isNull(dashboards.deletedAt) },
  nameTaken: {
    error: () => new AppError('A0400', 'a folder with this name exists'),
    indexes: ['dashboard_folders_owner_name_idx'],
  },
};

/** One of the caller's dashboard folders; someone else's or an unknown id is A0404. */
export async function findOwnDashboardFolder(
  db: Db,
  userId: number,
  folderId: number,
): Promise<StoredFolder> {
  const folder = await findFolder(db, dashboardFolderTable, folderId);
  if (!folder || folder.ownerId !== userId) throw new AppError('A0404', `folder ${folderId}`);
  return folder;
}

const view = (f: StoredFolder, n: number): DashboardFolder => ({
  id: f.id,
  name: f.name,
  count: n,
  createdAt: f.createdAt.getTime(),
});

async function countWhere(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dashboards).where(where);
  return row?.n ?? 0;
}

/** The caller's folders with their counts, and the list's other counts (all, unclassified, shared, bin). */
export async function listDashboardFolders(db: Db, userId: number): Promise<DashboardFolderList> {
  await requireEnterprise({ db }, { userId });
  const rows = await listFolders(db, dashboardFolderTable, { ownerId: userId });
  const counts = await countInFolders(
    db,
    dashboardFolderTable,
    rows.map((r) => r.id),
  );
  const mine = eq(dashboards.ownerId, userId);
  const live = isNull(dashboards.deletedAt);
  const [all, unclassified, recycle, shared] = await Promise.all([
    countWhere(db, and(mine, live)),
    countWhere(db, and(mine, live, isNull(dashboards.folderId))),
    countWhere(db, and(mine, isNotNull(dashboards.deletedAt))),
    db
      .select({ n: count() })
      .from(dashboardShares)
      .innerJoin(dashboards, eq(dashboards.id, dashboardShares.dashboardId))
      .where(and(eq(dashboardShares.userId, userId), live))
      .then((r) => r[0]?.n ?? 0),
  ]);
  return { folders: rows.map((r) => view(r, counts.get(r.id) ?? 0)), all, unclassified, shared, recycle };
}

export async function createDashboardFolder(
  deps: { db: Db; now: () => number },
  userId: number,
  name: string,
): Promise<DashboardFolder> {
  await requireEnterprise(deps, { userId });
  return view(await createFolder(deps.db, dashboardFolderTable, { ownerId: userId }, name, deps.now()), 0);
}

export async function renameDashboardFolder(db: Db, userId: number, id: number, name: string): Promise<void> {
  await requireEnterprise({ db }, { userId });
  await renameFolder(db, dashboardFolderTable, await findOwnDashboardFolder(db, userId, id), name);
}

/** Deletes one of the caller's folders; its dashboards become unclassified. */
export async function removeDashboardFolder(db: Db, userId: number, id: number): Promise<void> {
  await requireEnterprise({ db }, { userId });
  await removeFolder(db, dashboardFolderTable, await findOwnDashboardFolder(db, userId, id));
}
