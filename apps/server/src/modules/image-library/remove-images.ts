import type { ImageRemoveBody } from '@cairn/contract';
import { inArray } from 'drizzle-orm';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findImages } from './image-records.ts';
import { requireItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/**
 * Removes images and their stored bytes, all or nothing (one id not the caller's: A0404, or not
 * theirs to change: A0403). The rows go first; a file left behind by a failed removal is only
 * disk space, never a broken record.
 */
export async function removeImages(
  deps: AppDeps,
  userId: number,
  input: ImageRemoveBody,
  log?: { warn(obj: object, msg?: string): void },
): Promise<void> {
  const subject = await loadLibrarySubject(deps.db, userId);
  const rows = await findImages(deps.db, input.ids);
  for (const id of new Set(input.ids))
    requireItem(
      subject,
      rows.find((r) => r.id === id),
      'edit',
    );
  await deps.db.delete(images).where(
    inArray(
      images.id,
      rows.map((r) => r.id),
    ),
  );
  for (const row of rows) {
    await deps.storage.remove(row.storageKey).catch((err: unknown) => {
      log?.warn({ err, key: row.storageKey }, 'stored image could not be removed');
    });
  }
}
