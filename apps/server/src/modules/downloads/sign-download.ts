import { DOWNLOAD_LINK_TTL_MS, type DownloadLink } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { loadOwnedTask } from './owned-task.ts';

/**
 * A short-lived signed link to a finished task's file (files module: served as an attachment
 * under the task's file name). Only for the owner; A0404 for a task without a file (waiting,
 * failed, expired). Asking for the link marks the task read.
 */
export async function signDownload(
  deps: Pick<AppDeps, 'db' | 'signingKey' | 'now'>,
  userId: number,
  id: number,
): Promise<DownloadLink> {
  const task = await loadOwnedTask(deps.db, userId, id);
  if (task.status !== 'done' || !task.fileKey || !task.fileName)
    throw new AppError('A0404', 'the file is not ready');
  if (task.unread)
    await deps.db
      .update(downloadTasks)
      .set({ unread: false })
      .where(and(eq(downloadTasks.id, id), eq(downloadTasks.userId, userId)));
  return { url: signFileUrl(deps, task.fileKey, DOWNLOAD_LINK_TTL_MS), fileName: task.fileName };
}
