import { DEFAULT_FOLDER_NAME, type ImageFolder, type Lang } from '@cairn/contract';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { imageFolders } from '../../db/schema/index.ts';
import { foldersIn, type LibraryScope } from './library-access.ts';

export type FolderRow = typeof imageFolders.$inferSelect;

export async function findFolder(db: Db, id: number): Promise<FolderRow | undefined> {
  const [row] = await db.select().from(imageFolders).where(eq(imageFolders.id, id));
  return row;
}

export function listFolderRows(db: Db, scope: LibraryScope): Promise<FolderRow[]> {
  return db
    .select()
    .from(imageFolders)
    .where(foldersIn(scope))
    .orderBy(asc(imageFolders.position), asc(imageFolders.id));
}

export async function nextFolderPosition(db: Db, scope: LibraryScope): Promise<number> {
  const [row] = await db
    .select({ last: max(imageFolders.position) })
    .from(imageFolders)
    .where(foldersIn(scope));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * The library's default folder (默认文件夹), created the first time it is needed. Two first
 * calls at once both end with the same folder: the unique index decides, the loser reads.
 */
export async function ensureDefaultFolder(db: Db, scope: LibraryScope, now: number): Promise<FolderRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(imageFolders)
      .where(and(foldersIn(scope), eq(imageFolders.isDefault, true)));
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(imageFolders)
    .values({
      ownerId: scope.ownerId,
      organizationId: scope.organizationId,
      dataType: scope.dataType,
      name: DEFAULT_FOLDER_NAME.zh,
      isDefault: true,
      position: await nextFolderPosition(db, scope),
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('default image folder was not created');
  return created;
}

export function toFolder(row: FolderRow, lang: Lang): ImageFolder {
  return {
    id: row.id,
    name: row.isDefault ? DEFAULT_FOLDER_NAME[lang] : row.name,
    dataType: row.dataType,
    isDefault: row.isDefault,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}
