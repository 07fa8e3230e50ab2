import type { DownloadTask, Lang } from '@cairn/contract';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDownloadTask } from './task-view.ts';

export interface QueuedTask {
  userId: number;
  /** null: a task of no one survey (a dashboard's export); `name` is then required. */
  survey: { id: number; code: string; title: string } | null;
  subType: number;
  /** The name the download centre shows; default the survey's title. */
  name?: string;
  /** What the job needs, checked by its own schema when it runs. */
  params: unknown;
  /** The job that writes the file (jobs/job-names.ts). */
  job: string;
}

/**
 * Every export of the download centre starts the same way once its input is checked: a task row
 * waiting for the caller, the job that will write its file, and the centre's view of the task.
 */
export async function queueDownloadTask(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now' | 'downloadTtlMs'>,
  task: QueuedTask,
  lang: Lang,
): Promise<DownloadTask> {
  const [row] = await deps.db
    .insert(downloadTasks)
    .values({
      userId: task.userId,
      surveyId: task.survey?.id ?? null,
      subType: task.subType,
      name: task.name ?? task.survey?.title ?? '',
      params: task.params,
      createdAt: new Date(deps.now()),
    })
    .returning();
  await deps.jobs.send(task.job, { taskId: row!.id });
  return toDownloadTask(row!, task.survey?.code ?? null, deps.downloadTtlMs, lang);
}
