import type { LibraryImage } from '@cairn/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { signFileUrl } from '../files/signed-url.ts';

export type ImageRow = typeof images.$inferSelect;

export async function findImage(db: Db, id: number): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}

/** The rows of these ids (each once); missing ids are simply absent. */
export function findImages(db: Db, ids: readonly number[]): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(inArray(images.id, [...new Set(ids)]));
}

/** An image as the API gives it, with a freshly signed link to its bytes. */
export function toImage(deps: Pick<AppDeps, 'signingKey' | 'now'>, row: ImageRow): LibraryImage {
  return {
    id: row.id,
    originalName: row.originalName,
    url: signFileUrl(deps, row.storageKey),
    key: row.storageKey,
    width: row.width,
    height: row.height,
    size: row.size,
    mime: row.mime,
    folderId: row.folderId ?? 0,
    dataType: row.dataType,
    createdAt: row.createdAt.toISOString(),
  };
}
