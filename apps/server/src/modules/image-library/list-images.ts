import {
  FOLDER_ALL,
  FOLDER_UNCLASSIFIED,
  type ImageListQuery,
  type LibraryImage,
  type Paged,
} from '@cairn/contract';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { images } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findFolder } from './folder-repo.ts';
import { toImage } from './image-records.ts';
import { imagesIn, isSameLibrary, requireLibrary, scopeOfItem } from './library-access.ts';
import { loadLibrarySubject } from './library-subject.ts';

/** LIKE pattern characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** One page of a library's images, newest first: all (-2), unclassified (0) or one folder. */
export async function listImages(
  deps: AppDeps,
  userId: number,
  query: ImageListQuery,
): Promise<Paged<LibraryImage>> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), query.dataType, 'read');
  const where: SQL[] = [imagesIn(scope)];
  if (query.folderId === FOLDER_UNCLASSIFIED) where.push(isNull(images.folderId));
  else if (query.folderId !== FOLDER_ALL) {
    const folder = await findFolder(deps.db, query.folderId);
    if (!folder || !isSameLibrary(scopeOfItem(folder), scope)) throw new AppError('A0404');
    where.push(eq(images.folderId, folder.id));
  }
  if (query.keyword) where.push(ilike(images.originalName, `%${literal(query.keyword)}%`));
  const condition = and(...where);
  const [counted] = await deps.db.select({ n: count() }).from(images).where(condition);
  const rows = await deps.db
    .select()
    .from(images)
    .where(condition)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.n ?? 0,
    records: rows.map((row) => toImage(deps, row)),
  };
}
