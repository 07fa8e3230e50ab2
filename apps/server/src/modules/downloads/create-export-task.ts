import {
  DOWNLOAD_SUBTYPE_RAW_DATA,
  type DownloadTask,
  type Lang,
  type ZDataExportBody,
} from '@cairn/contract';
import type { z } from 'zod';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { DATA_EXPORT_JOB } from './run-export-task.ts';
import { toDownloadTask } from './task-view.ts';

/**
 * POST /v1/data-export: a raw data export task for the caller (report right, A4000 without it),
 * queued as a job; the download centre shows it waiting until a worker takes it.
 */
export async function createExportTask(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZDataExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'report');
  // A filter of another survey (or a removed one) is refused now, not when the job runs.
  if (body.filterId !== null) await resolveFilter(deps.db, survey.id, userId, body.filterId);
  const { surveyCode: _code, ...params } = body;
  const [row] = await deps.db
    .insert(downloadTasks)
    .values({
      userId,
      surveyId: survey.id,
      subType: DOWNLOAD_SUBTYPE_RAW_DATA,
      name: survey.title,
      params,
      createdAt: new Date(deps.now()),
    })
    .returning();
  await deps.jobs.send(DATA_EXPORT_JOB, { taskId: row!.id });
  return toDownloadTask(row!, survey.code, deps.downloadTtlMs, lang);
}
