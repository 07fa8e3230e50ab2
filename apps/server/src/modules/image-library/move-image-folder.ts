import type { ImageFolder, ImageFolderMoveBody, Lang } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { imageFolders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findFolder, listFolderRows, toFolder } from './folder-repo.ts';
import { requireItem, scopeOfItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/**
 * `folder/update`: moves a folder to `position` (0-based; past the end means last) in its
 * library's list, the others keeping their order; answers the whole list in its new order.
 */
export async function moveImageFolder(
  deps: AppDeps,
  userId: number,
  input: ImageFolderMoveBody,
  lang: Lang,
): Promise<ImageFolder[]> {
  const folder = await findFolder(deps.db, input.id);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  const scope = scopeOfItem(folder);
  return deps.db.transaction(async (tx) => {
    const rows = await listFolderRows(tx, scope);
    const others = rows.filter((r) => r.id !== folder.id);
    const moved = rows.find((r) => r.id === folder.id) ?? folder;
    others.splice(Math.min(input.position, others.length), 0, moved);
    const ordered = others.map((row, position) => ({ ...row, position }));
    for (const row of ordered) {
      if (rows.find((r) => r.id === row.id)?.position !== row.position) {
        await tx.update(imageFolders).set({ position: row.position }).where(eq(imageFolders.id, row.id));
      }
    }
    return ordered.map((row) => toFolder(row, lang));
  });
}
