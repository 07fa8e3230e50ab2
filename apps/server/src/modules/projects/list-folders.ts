import type { ProjectFolder } from '@cairn/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folders, surveys } from '../../db/schema/index.ts';

/** The caller's folders, oldest first, each with its projects outside the recycle bin. */
export async function listFolders(db: Db, userId: number): Promise<ProjectFolder[]> {
  return db
    .select({ id: folders.id, name: folders.name, count: count(surveys.id) })
    .from(folders)
    .leftJoin(surveys, and(eq(surveys.folderId, folders.id), isNull(surveys.deletedAt)))
    .where(eq(folders.ownerId, userId))
    .groupBy(folders.id, folders.name)
    .orderBy(asc(folders.createdAt), asc(folders.id));
}
