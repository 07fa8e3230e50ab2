import type { ImageFolder, ImageFolderRenameBody, Lang } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { imageFolders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findFolder, toFolder } from './folder-repo.ts';
import { requireItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

export async function renameImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderRenameBody,
  lang: Lang,
): Promise<ImageFolder> {
  const folder = await findFolder(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  if (folder.isDefault) throw new AppError('A0403', 'the default folder cannot be renamed');
  const [row] = await deps.db
    .update(imageFolders)
    .set({ name: input.name })
    .where(eq(imageFolders.id, folder.id))
    .returning();
  return toFolder(row!, lang);
}
