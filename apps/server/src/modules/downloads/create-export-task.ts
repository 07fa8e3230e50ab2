import {
  DOWNLOAD_SUBTYPE_RAW_DATA,
  type DownloadTask,
  type Lang,
  type ZAnswerExportBody,
  type ZDataExportBody,
} from '@cairn/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { DATA_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { requireAnswers } from '../report-answers/lock-answers.ts';
import { queueDownloadTask } from './queue-download-task.ts';

/**
 * POST /v1/data-export: a raw data export task for the caller (report right, A4000 without it),
 * queued as a job; the download centre shows it waiting until a worker takes it. With
 * `responseIds` the file holds only those responses (each must be the survey's, A0404 otherwise).
 */
export async function createExportTask(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZDataExportBody>,
  lang: Lang,
  responseIds?: readonly string[],
): Promise<DownloadTask> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'report');
  // A filter of another survey (or a removed one) is refused now, not when the job runs.
  if (body.filterId !== null) await resolveFilter(deps.db, survey.id, userId, body.filterId);
  if (responseIds) await requireAnswers(deps.db, survey.id, responseIds);
  const { surveyCode: _code, ...rest } = body;
  const params = responseIds ? { ...rest, responseIds } : rest;
  return queueDownloadTask(
    deps,
    { userId, survey, subType: DOWNLOAD_SUBTYPE_RAW_DATA, params, job: DATA_EXPORT_JOB },
    lang,
  );
}

/**
 * POST /v1/answer/export: the responses selected in the response table as an export task, every
 * status among them and no filter (the selection is what the caller saw under theirs).
 */
export function exportAnswers(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZAnswerExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const { ids, ...options } = body;
  const all = { ...options, partial: true, invalid: true, filterId: null };
  return createExportTask(deps, userId, all, lang, ids);
}
