import type { ImageRenameBody, LibraryImage } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findImage, toImage } from './image-records.ts';
import { cleanFileName } from './inspect-image.ts';
import { requireItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** Changes the name an image is shown with (its stored key never changes). */
export async function renameImage(
  deps: AppDeps,
  userId: number,
  input: ImageRenameBody,
): Promise<LibraryImage> {
  const image = await findImage(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), image, 'edit');
  const [row] = await deps.db
    .update(images)
    .set({ originalName: cleanFileName(input.originalName) || image.originalName })
    .where(eq(images.id, image.id))
    .returning();
  return toImage(deps, row!);
}
