import { and, eq, inArray } from 'drizzle-orm';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

/** Marks the caller's finished tasks seen (all, or the ids given); returns how many changed. */
export async function markDownloadsRead(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const where = and(
    eq(downloadTasks.userId, userId),
    eq(downloadTasks.unread, true),
    ids ? inArray(downloadTasks.id, ids.length ? [...ids] : [0]) : undefined,
  );
  const rows = await deps.db
    .update(downloadTasks)
    .set({ unread: false })
    .where(where)
    .returning({ id: downloadTasks.id });
  return rows.length;
}
