import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders, surveys } from '../../db/schema/index.ts';
import { findOwnFolder } from './folder-repo.ts';

/** Deletes one of the caller's folders (A0404 otherwise); its projects become unclassified. */
export async function deleteFolder(db: Db, userId: number, folderId: number): Promise<void> {
  await findOwnFolder(db, userId, folderId);
  await db.transaction(async (tx) => {
    // The foreign key would do this too (ON DELETE SET NULL); said here so it does not hinge on it.
    await tx.update(surveys).set({ folderId: null }).where(eq(surveys.folderId, folderId));
    await tx.delete(folders).where(and(eq(folders.id, folderId), eq(folders.ownerId, userId)));
  });
}
