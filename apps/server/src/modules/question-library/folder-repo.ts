import { DEFAULT_FOLDER_NAME, type Lang, type QuestionFolder } from '@cairn/contract';
import { and, asc, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionFolders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import { type LibraryScope, questionFoldersIn } from './library-scope.ts';

export type QuestionFolderRow = typeof questionFolders.$inferSelect;

export async function findQuestionFolder(db: Db, id: number): Promise<QuestionFolderRow | undefined> {
  const [row] = await db.select().from(questionFolders).where(eq(questionFolders.id, id));
  return row;
}

export function listQuestionFolderRows(db: Db, scope: LibraryScope): Promise<QuestionFolderRow[]> {
  return db
    .select()
    .from(questionFolders)
    .where(questionFoldersIn(scope))
    .orderBy(asc(questionFolders.position), asc(questionFolders.id));
}

export async function nextFolderPosition(db: Db, scope: LibraryScope): Promise<number> {
  const [row] = await db
    .select({ last: max(questionFolders.position) })
    .from(questionFolders)
    .where(questionFoldersIn(scope));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/**
 * The library's default folder (默认文件夹), created the first time it is needed. Two first
 * calls at once end with the same folder: the unique index decides, the loser reads.
 */
export async function ensureDefaultQuestionFolder(
  db: Db,
  scope: LibraryScope,
  now: number,
): Promise<QuestionFolderRow> {
  const find = async () => {
    const [row] = await db
      .select()
      .from(questionFolders)
      .where(and(questionFoldersIn(scope), eq(questionFolders.isDefault, true)));
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(questionFolders)
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
  if (!created) throw new Error('default question folder was not created');
  return created;
}

/**
 * A0216 when the library has a folder of that name (ignoring case), or the name is the
 * default folder's in either language, which would show two folders alike.
 */
export async function assertFolderNameFree(
  db: Db,
  scope: LibraryScope,
  name: string,
  exceptId?: number,
): Promise<void> {
  const lower = name.toLowerCase();
  if (lower === DEFAULT_FOLDER_NAME.zh || lower === DEFAULT_FOLDER_NAME.en.toLowerCase())
    throw new AppError('A0216', name);
  const where: SQL[] = [questionFoldersIn(scope), sql`lower(${questionFolders.name}) = ${lower}`];
  if (exceptId !== undefined) where.push(ne(questionFolders.id, exceptId));
  const [clash] = await db
    .select({ id: questionFolders.id })
    .from(questionFolders)
    .where(and(...where));
  if (clash) throw new AppError('A0216', name);
}

/** A write that lost a race for a name to another call: the same answer as the check above. */
export function nameClash(error: unknown, name: string): unknown {
  const lost =
    isUniqueViolation(error, 'question_folders_my_name_idx') ||
    isUniqueViolation(error, 'question_folders_company_name_idx');
  return lost ? new AppError('A0216', name) : error;
}

export function toQuestionFolder(row: QuestionFolderRow, lang: Lang): QuestionFolder {
  return {
    id: row.id,
    name: row.isDefault ? DEFAULT_FOLDER_NAME[lang] : row.name,
    dataType: row.dataType,
    isDefault: row.isDefault,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}
