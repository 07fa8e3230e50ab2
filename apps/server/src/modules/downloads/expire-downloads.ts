import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTasks } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';

/**
 * Housekeeping (sweep.ts): files of tasks finished more than `ttlMs` ago are removed and their
 * tasks marked expired (kept in the list so the user sees what happened). The task is updated
 * first: a file whose removal fails stays an orphan on disk, never a "done" task without a file.
 */
export async function expireDownloads(
  db: Db,
  storage: FileStorage,
  now: number,
  ttlMs: number,
): Promise<number> {
  const due = await db
    .select({ id: downloadTasks.id, fileKey: downloadTasks.fileKey })
    .from(downloadTasks)
    .where(and(eq(downloadTasks.status, 'done'), lt(downloadTasks.finishedAt, new Date(now - ttlMs))))
    .limit(1000);
  if (due.length === 0) return 0;
  const expired = await db
    .update(downloadTasks)
    .set({ status: 'expired', fileKey: null, unread: false })
    .where(
      and(
        inArray(
          downloadTasks.id,
          due.map((d) => d.id),
        ),
        eq(downloadTasks.status, 'done'),
      ),
    )
    .returning({ id: downloadTasks.id });
  const ids = new Set(expired.map((e) => e.id));
  for (const task of due) if (ids.has(task.id) && task.fileKey) await storage.remove(task.fileKey);
  return expired.length;
}
