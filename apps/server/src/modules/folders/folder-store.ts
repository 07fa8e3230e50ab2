import { DEFAULT_FOLDER_NAME, isDefaultFolderName, moveFolderTo, nextFolderPosition } from '@cairn/contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import type { FolderTable, StoredFolder } from './folder-table.ts';

/**
 * The one folder store: find, list, the default folder, create, rename, reorder, remove and
 * content counts for every folder family (projects, library questions, library images), each
 * described by a FolderTable. The family's module checks access first and shapes the answer.
 *
 * Drizzle cannot type a query over "any of three tables" without a cast; the casts live here, in
 * `q` and `row`, and nowhere else: every column read is named by the family's FolderTable.
 */

// biome-ignore lint/suspicious/noExplicitAny: one table among several, described by FolderTable (see above).
type AnyTable = any;
const q = (table: PgTable): AnyTable => table;

function row(raw: Record<string, unknown>): StoredFolder {
  return {
    id: raw.id as number,
    ownerId: raw.ownerId as number,
    name: raw.name as string,
    createdAt: raw.createdAt as Date,
    isDefault: (raw.isDefault as boolean | undefined) ?? false,
    position: (raw.position as number | undefined) ?? 0,
    dataType: (raw.dataType as number | undefined) ?? 0,
    organizationId: (raw.organizationId as number | null | undefined) ?? null,
  };
}

function orderBy<S>(t: FolderTable<S>) {
  const c = t.columns;
  return t.family.order === 'position' && c.position
    ? [asc(c.position), asc(c.id)]
    : [asc(c.createdAt), asc(c.id)];
}

export async function findFolder<S>(
  db: Db,
  t: FolderTable<S>,
  id: number,
): Promise<StoredFolder | undefined> {
  const [raw] = await db.select().from(q(t.table)).where(eq(t.columns.id, id));
  return raw ? row(raw) : undefined;
}

/** The scope's folders in the family's order (stored position, or creation). */
export async function listFolders<S>(db: Db, t: FolderTable<S>, scope: S): Promise<StoredFolder[]> {
  const rows = await db
    .select()
    .from(q(t.table))
    .where(t.inScope(scope))
    .orderBy(...orderBy(t));
  return rows.map(row);
}

async function nextPosition<S>(db: Db, t: FolderTable<S>, scope: S): Promise<number> {
  if (!t.columns.position) return 0;
  const rows = (await db
    .select({ position: t.columns.position })
    .from(q(t.table))
    .where(t.inScope(scope))) as { position: number }[];
  return nextFolderPosition(rows.map((r) => r.position));
}

/**
 * The scope's default folder (默认文件夹), created the first time it is needed. Two first calls
 * at once end with the same folder: the partial unique index decides, the loser reads.
 */
export async function ensureDefaultFolder<S>(
  db: Db,
  t: FolderTable<S>,
  scope: S,
  now: number,
): Promise<StoredFolder> {
  const isDefault = t.columns.isDefault;
  if (!t.family.defaultFolder || !isDefault)
    throw new Error(`${t.family.key} folders have no default folder`);
  const find = async () => {
    const [raw] = await db
      .select()
      .from(q(t.table))
      .where(and(t.inScope(scope), eq(isDefault, true)));
    return raw ? row(raw) : undefined;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(q(t.table))
    .values({
      ...t.scopeValues(scope),
      name: DEFAULT_FOLDER_NAME.zh,
      isDefault: true,
      position: await nextPosition(db, t, scope),
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`default ${t.family.key} folder was not created`);
  return created;
}

/**
 * Refuses a name the scope has already (ignoring case), or, in a family with a default folder,
 * the default folder's name in either language, which would show two folders alike.
 */
export async function assertFolderNameFree<S>(
  db: Db,
  t: FolderTable<S>,
  scope: S,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (!t.family.uniqueNames) return;
  if (t.family.defaultFolder && isDefaultFolderName(name)) throw t.nameTaken.error(name);
  const where: SQL[] = [t.inScope(scope), sql`lower(${t.columns.name}) = ${name.toLowerCase()}`];
  if (exceptId !== undefined) where.push(ne(t.columns.id, exceptId));
  const [clash] = await db
    .select({ id: t.columns.id })
    .from(q(t.table))
    .where(and(...where));
  if (clash) throw t.nameTaken.error(name);
}

/** A write that lost a race for a name to another call: the same answer as the check above. */
function nameRace<S>(t: FolderTable<S>, error: unknown, name: string): unknown {
  return t.nameTaken.indexes.some((index) => isUniqueViolation(error, index))
    ? t.nameTaken.error(name)
    : error;
}

/** A new folder at the end of the scope's list (the default folder made first, where there is one). */
export async function createFolder<S>(
  db: Db,
  t: FolderTable<S>,
  scope: S,
  name: string,
  now: number,
): Promise<StoredFolder> {
  if (t.family.defaultFolder) await ensureDefaultFolder(db, t, scope, now);
  await assertFolderNameFree(db, t, scope, name);
  if (t.family.maxFolders !== undefined) {
    const notDefault = t.columns.isDefault ? eq(t.columns.isDefault, false) : undefined;
    const [counted] = await db
      .select({ n: count() })
      .from(q(t.table))
      .where(and(t.inScope(scope), notDefault));
    if ((counted?.n ?? 0) >= t.family.maxFolders)
      throw t.tooMany?.() ?? new AppError('A0400', `at most ${t.family.maxFolders} folders`);
  }
  const values: Record<string, unknown> = { ...t.scopeValues(scope), name, createdAt: new Date(now) };
  if (t.columns.position) values.position = await nextPosition(db, t, scope);
  try {
    const [raw] = (await db.insert(q(t.table)).values(values).returning()) as Record<string, unknown>[];
    return row(raw!);
  } catch (error) {
    throw nameRace(t, error, name);
  }
}

/** Renames a folder the caller may change; the default folder keeps its name. */
export async function renameFolder<S>(
  db: Db,
  t: FolderTable<S>,
  folder: StoredFolder,
  name: string,
): Promise<StoredFolder> {
  if (folder.isDefault && t.keepDefault)
    throw new AppError(t.keepDefault.rename, 'the default folder cannot be renamed');
  await assertFolderNameFree(db, t, t.scopeOf(folder), name, folder.id);
  try {
    const [raw] = (await db
      .update(q(t.table))
      .set({ name })
      .where(eq(t.columns.id, folder.id))
      .returning()) as Record<string, unknown>[];
    return row(raw!);
  } catch (error) {
    throw nameRace(t, error, name);
  }
}

/** Removes a folder; what was filed in it stays, unclassified. The default folder stays. */
export async function removeFolder<S>(db: Db, t: FolderTable<S>, folder: StoredFolder): Promise<void> {
  if (folder.isDefault && t.keepDefault)
    throw new AppError(t.keepDefault.remove, 'the default folder cannot be removed');
  await db.transaction(async (tx) => {
    // A foreign key may do this too (ON DELETE SET NULL); said here so it does not hinge on it.
    await tx
      .update(q(t.contents.table))
      .set({ folderId: null })
      .where(eq(t.contents.table.folderId, folder.id));
    await tx.delete(q(t.table)).where(eq(t.columns.id, folder.id));
  });
}

/**
 * Moves a folder to `position` (0-based; past the end means last) in its scope's list, the
 * others keeping their order; answers the whole list in its new order.
 */
export async function moveFolder<S>(
  db: Db,
  t: FolderTable<S>,
  folder: StoredFolder,
  position: number,
): Promise<StoredFolder[]> {
  const column = t.columns.position;
  if (!column) throw new Error(`${t.family.key} folders have no stored order`);
  return db.transaction(async (tx) => {
    const rows = await listFolders(tx, t, t.scopeOf(folder));
    const { ordered, changed } = moveFolderTo(rows, folder.id, position);
    for (const moved of changed) {
      await tx.update(q(t.table)).set({ position: moved.position }).where(eq(t.columns.id, moved.id));
    }
    return ordered;
  });
}

/** How many (live) things each of these folders holds; a folder holding none is absent. */
export async function countInFolders<S>(
  db: Db,
  t: FolderTable<S>,
  folderIds: readonly number[],
): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = (await db
    .select({ folderId: t.contents.table.folderId, n: count() })
    .from(q(t.contents.table))
    .where(and(inArray(t.contents.table.folderId, [...folderIds]), t.contents.live))
    .groupBy(t.contents.table.folderId)) as { folderId: number; n: number }[];
  return new Map(rows.map((r) => [r.folderId, r.n]));
}
