import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type FolderRow = typeof folders.$inferSelect;

/** One of the caller's folders; someone else's folder or an unknown id is A0404. */
export async function findOwnFolder(db: Db, userId: number, folderId: number): Promise<FolderRow> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.ownerId, userId)));
  if (!row) throw new AppError('A0404', `folder ${folderId}`);
  return row;
}

export const FOLDER_NAME_TAKEN = 'a folder with this name exists';

/** Folder names are unique per user regardless of case (A0400 naming the clash). */
export async function assertFolderNameFree(db: Db, userId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.ownerId, userId),
        sql`lower(${folders.name}) = ${name.toLowerCase()}`,
        exceptId !== undefined ? ne(folders.id, exceptId) : undefined,
      ),
    );
  if (row) throw new AppError('A0400', FOLDER_NAME_TAKEN);
}
