import type { ImageAmount } from '@cairn/contract';
import { count } from 'drizzle-orm';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ensureDefaultFolder, listFolderRows } from './folder-repo.ts';
import { imagesIn, requireLibrary } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** `amount`: how many images each folder of the library holds, unclassified, and in all. */
export async function countImages(deps: AppDeps, userId: number, dataType: number): Promise<ImageAmount> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), dataType, 'read');
  await ensureDefaultFolder(deps.db, scope, deps.now());
  const counts = await deps.db
    .select({ folderId: images.folderId, n: count() })
    .from(images)
    .where(imagesIn(scope))
    .groupBy(images.folderId);
  const byFolder = new Map(counts.map((c) => [c.folderId, c.n]));
  const folders = await listFolderRows(deps.db, scope);
  return {
    total: counts.reduce((sum, c) => sum + c.n, 0),
    unclassified: byFolder.get(null) ?? 0,
    folders: folders.map((f) => ({ folderId: f.id, amount: byFolder.get(f.id) ?? 0 })),
  };
}
