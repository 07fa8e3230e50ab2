import type { ProjectFolderRenameBody } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import { assertFolderNameFree, FOLDER_NAME_TAKEN, findOwnFolder } from './folder-repo.ts';

/** Renames one of the caller's folders (A0404 otherwise; a clashing name A0400). */
export async function renameFolder(db: Db, userId: number, input: ProjectFolderRenameBody): Promise<void> {
  await findOwnFolder(db, userId, input.id);
  await assertFolderNameFree(db, userId, input.name, input.id);
  try {
    await db.update(folders).set({ name: input.name }).where(eq(folders.id, input.id));
  } catch (error) {
    if (isUniqueViolation(error, 'folders_owner_name_idx')) throw new AppError('A0400', FOLDER_NAME_TAKEN);
    throw error;
  }
}
