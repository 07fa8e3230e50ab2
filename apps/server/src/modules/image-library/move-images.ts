import { FOLDER_UNCLASSIFIED, type ImageMoveBody } from '@cairn/contract';
import { inArray } from 'drizzle-orm';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findFolder } from './folder-repo.ts';
import { findImages } from './image-records.ts';
import { isSameLibrary, requireItem, scopeOfItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/**
 * Moves images into a folder of their own library, or to unclassified (0). All or nothing:
 * one id that is not the caller's (A0404), not theirs to change (A0403) or in another library
 * than the folder (A0400) changes nothing.
 */
export async function moveImages(deps: AppDeps, userId: number, input: ImageMoveBody): Promise<void> {
  const subject = await loadLibrarySubject(deps.db, userId);
  const rows = await findImages(deps.db, input.ids);
  for (const id of new Set(input.ids))
    requireItem(
      subject,
      rows.find((r) => r.id === id),
      'edit',
    );
  let folderId: number | null = null;
  if (input.folderId !== FOLDER_UNCLASSIFIED) {
    const folder = await findFolder(deps.db, input.folderId);
    requireItem(subject, folder, 'edit');
    if (rows.some((r) => !isSameLibrary(scopeOfItem(r), scopeOfItem(folder)))) {
      throw new AppError('A0400', 'images can only move to a folder of their own library');
    }
    folderId = folder.id;
  }
  await deps.db
    .update(images)
    .set({ folderId })
    .where(
      inArray(
        images.id,
        rows.map((r) => r.id),
      ),
    );
}
