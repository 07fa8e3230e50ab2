import type { Writable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { downloadTasks, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { newFileKey } from '../files/storage.ts';
import { exportFileName } from './file-name.ts';
import type { DownloadTaskRow } from './task-view.ts';

type Survey = typeof surveys.$inferSelect;

/** What a kind of download task makes: its file's type, and the writing of it (rows written). */
export interface DownloadFile {
  extension: string;
  contentType: string;
  write(out: Writable): Promise<number>;
}

/**
 * The life of every download-centre task, whatever it makes: waiting → generating → done with
 * the file in storage and the task unread, or failed with the reason (a catalogue code when the
 * work refused with one). A task already finished (a retried job) is left as it is; a task
 * removed meanwhile is skipped, and a file made for it meanwhile removed.
 */
export async function runDownloadTask(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
  plan: (task: DownloadTaskRow, survey: Survey) => Promise<DownloadFile>,
): Promise<void> {
  await runTaskFile(deps, taskId, async (task) => {
    const [survey] =
      task.surveyId === null ? [] : await deps.db.select().from(surveys).where(eq(surveys.id, task.surveyId));
    if (!survey) throw new Error('the survey was deleted');
    return { ...(await plan(task, survey)), title: survey.title };
  });
}

/**
 * The same life for a task of no one survey (a dashboard's exports): `plan` answers the file
 * and the title its name is made from.
 */
export async function runTaskFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
  plan: (task: DownloadTaskRow) => Promise<DownloadFile & { title: string }>,
): Promise<void> {
  const [task] = await deps.db
    .update(downloadTasks)
    .set({ status: 'generating', progress: 0 })
    .where(and(eq(downloadTasks.id, taskId), inArray(downloadTasks.status, ['waiting', 'generating'])))
    .returning();
  if (!task) return;
  try {
    const made = await plan(task);
    const fileKey = newFileKey();
    const fileName = exportFileName(made.title, made.extension, deps.now());
    // Written straight into storage as it is made: memory stays flat whatever the row count.
    const file = await deps.storage.createWriter(fileKey, { contentType: made.contentType, fileName });
    let rows: number;
    let size: number;
    try {
      rows = await made.write(file.stream);
      size = await file.commit();
    } catch (error) {
      await file.abort();
      throw error;
    }
    const [updated] = await deps.db
      .update(downloadTasks)
      .set({
        status: 'done',
        progress: 100,
        unread: true,
        fileKey,
        fileName,
        size,
        rows,
        finishedAt: new Date(deps.now()),
      })
      .where(and(eq(downloadTasks.id, taskId), eq(downloadTasks.status, 'generating')))
      .returning({ id: downloadTasks.id });
    if (!updated) await deps.storage.remove(fileKey);
  } catch (error) {
    await deps.db
      .update(downloadTasks)
      .set({
        status: 'failed',
        unread: true,
        errorCode: error instanceof AppError ? error.code : null,
        error:
          error instanceof AppError
            ? (error.detail ?? null)
            : error instanceof Error
              ? error.message.slice(0, 500)
              : 'export failed',
        finishedAt: new Date(deps.now()),
      })
      .where(eq(downloadTasks.id, taskId));
  }
}
