import type { ProjectFolder } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import { assertFolderNameFree, FOLDER_NAME_TAKEN } from './folder-repo.ts';

/** A new folder of the caller's; names are unique per user regardless of case (A0400). */
export async function createFolder(
  deps: { db: Db; now: () => number },
  userId: number,
  name: string,
): Promise<ProjectFolder> {
  await assertFolderNameFree(deps.db, userId, name);
  try {
    const [row] = await deps.db
      .insert(folders)
      .values({ ownerId: userId, name, createdAt: new Date(deps.now()) })
      .returning();
    return { id: row!.id, name: row!.name, count: 0 };
  } catch (error) {
    if (isUniqueViolation(error, 'folders_owner_name_idx')) throw new AppError('A0400', FOLDER_NAME_TAKEN);
    throw error;
  }
}
