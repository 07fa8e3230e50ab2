import type { ProjectFolder, ProjectFolderRenameBody } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import {
  countInFolders,
  createFolder,
  listFolders,
  removeFolder,
  renameFolder,
} from '../folders/folder-store.ts';
import { findOwnFolder, projectFolders } from './folder-repo.ts';

/** The folder calls (`fold/...`) over the shared store; the spec's shapes stay here. */

/** The caller's folders, oldest first, each with its projects outside the recycle bin. */
export async function listProjectFolders(db: Db, userId: number): Promise<ProjectFolder[]> {
  const rows = await listFolders(db, projectFolders, { ownerId: userId });
  const counts = await countInFolders(
    db,
    projectFolders,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, count: counts.get(r.id) ?? 0 }));
}

/** A new folder of the caller's; names are unique per user regardless of case (A0400). */
export async function createProjectFolder(
  deps: { db: Db; now: () => number },
  userId: number,
  name: string,
): Promise<ProjectFolder> {
  const row = await createFolder(deps.db, projectFolders, { ownerId: userId }, name, deps.now());
  return { id: row.id, name: row.name, count: 0 };
}

/** Renames one of the caller's folders (A0404 otherwise; a clashing name A0400). */
export async function renameProjectFolder(db: Db, userId: number, input: ProjectFolderRenameBody) {
  await renameFolder(db, projectFolders, await findOwnFolder(db, userId, input.id), input.name);
}

/** Deletes one of the caller's folders (A0404 otherwise); its projects become unclassified. */
export async function removeProjectFolder(db: Db, userId: number, folderId: number) {
  await removeFolder(db, projectFolders, await findOwnFolder(db, userId, folderId));
}
