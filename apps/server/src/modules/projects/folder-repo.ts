import { PROJECT_FOLDERS } from '@cairn/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findFolder } from '../folders/folder-store.ts';
import type { FolderTable, StoredFolder } from '../folders/folder-table.ts';

export const FOLDER_NAME_TAKEN = 'a folder with this name exists';

/**
 * Survey folders (`fold/...`) in the shared folder store: one user's own, in creation order, no
 * default folder; a taken name is A0400; counts leave out projects in the recycle bin.
 */
export const projectFolders: FolderTable<{ ownerId: number }> = {
  family: PROJECT_FOLDERS,
  table: folders,
  columns: { id: folders.id, ownerId: folders.ownerId, name: folders.name, createdAt: folders.createdAt },
  inScope: (scope) => eq(folders.ownerId, scope.ownerId),
  scopeValues: (scope) => ({ ownerId: scope.ownerId }),
  scopeOf: (folder) => ({ ownerId: folder.ownerId }),
  contents: { table: surveys, live: isNull(surveys.deletedAt) },
  nameTaken: { error: () => new AppError('A0400', FOLDER_NAME_TAKEN), indexes: ['folders_owner_name_idx'] },
};

/** One of the caller's folders; someone else's folder or an unknown id is A0404. */
export async function findOwnFolder(db: Db, userId: number, folderId: number): Promise<StoredFolder> {
  const folder = await findFolder(db, projectFolders, folderId);
  if (!folder || folder.ownerId !== userId) throw new AppError('A0404', `folder ${folderId}`);
  return folder;
}
