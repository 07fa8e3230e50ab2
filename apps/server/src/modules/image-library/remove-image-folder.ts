import { eq } from 'drizzle-orm';
import { imageFolders, images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findFolder } from './folder-repo.ts';
import { requireItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** Removes a folder; its images stay, unclassified. The default folder stays. */
export async function removeImageFolder(deps: AppDeps, userId: number, id: number): Promise<void> {
  const folder = await findFolder(deps.db, id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  if (folder.isDefault) throw new AppError('A0403', 'the default folder cannot be removed');
  await deps.db.transaction(async (tx) => {
    await tx.update(images).set({ folderId: null }).where(eq(images.folderId, folder.id));
    await tx.delete(imageFolders).where(eq(imageFolders.id, folder.id));
  });
}
