import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTasks } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { DownloadTaskRow } from './task-view.ts';

/**
 * A task of the caller. Another user's task is A0404, the same as a missing one, so task ids
 * cannot be probed (only the task's owner may see, download or remove it).
 */
export async function loadOwnedTask(db: Db, userId: number, id: number): Promise<DownloadTaskRow> {
  const [row] = await db
    .select()
    .from(downloadTasks)
    .where(and(eq(downloadTasks.id, id), eq(downloadTasks.userId, userId)));
  if (!row) throw new AppError('A0404');
  return row;
}
