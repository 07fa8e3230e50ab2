import { eq } from 'drizzle-orm';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadOwnedTask } from './owned-task.ts';

/**
 * Removes one of the caller's tasks and its file. A task still generating is removed too; its
 * job then finds no task to finish and discards the file it made (run-export-task.ts).
 */
export async function removeDownload(deps: Pick<AppDeps, 'db' | 'storage'>, userId: number, id: number) {
  const task = await loadOwnedTask(deps.db, userId, id);
  await deps.db.delete(downloadTasks).where(eq(downloadTasks.id, task.id));
  if (task.fileKey) await deps.storage.remove(task.fileKey);
}
