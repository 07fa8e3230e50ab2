import {
  DOWNLOAD_SUBTYPE_WORDCLOUD,
  type DownloadTask,
  type Lang,
  type ZWordcloudExportBody,
  ZWordcloudKind,
} from '@cairn/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { CONTENT_TYPES, createSheetSink } from '../exports/sheet-sink.ts';
import { WORDCLOUD_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { computeWordcloud } from './wordcloud-calls.ts';
import { wordcloudSheetRows } from './wordcloud-sheet.ts';

/** What a task keeps: the choice on screen when asked (the filter by id, resolved now). */
const ZWordcloudTaskParams = z.object({
  columnKey: z.string(),
  filterId: z.number().int().nullable(),
  weighted: z.boolean(),
  kind: ZWordcloudKind,
  limit: z.number().int(),
  lang: z.enum(['zh', 'en']),
});

/**
 * POST /v1/wordcloud/export: a download-centre task (subType 13) for the ranked counts. The column
 * is checked now (A0404) by counting it once, not only when the job runs.
 */
export async function createWordcloudExport(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZWordcloudExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'report');
  const filter = await resolveFilter(deps.db, survey.id, userId, body.filterId);
  await computeWordcloud(deps, survey, userId, { ...body, filterId: filter.id ?? 0, limit: 1 });
  const params: z.infer<typeof ZWordcloudTaskParams> = {
    columnKey: body.columnKey,
    filterId: filter.id,
    weighted: body.weighted === true,
    kind: body.kind,
    limit: body.limit,
    lang,
  };
  return queueDownloadTask(
    deps,
    { userId, survey, subType: DOWNLOAD_SUBTYPE_WORDCLOUD, params, job: WORDCLOUD_EXPORT_JOB },
    lang,
  );
}

/** The word cloud export job (run-download-task.ts runs its life): one xlsx sheet of counts. */
export async function runWordcloudExport(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZWordcloudTaskParams.parse(task.params);
    return {
      extension: 'xlsx',
      contentType: CONTENT_TYPES.xlsx,
      write: async (out) => {
        const cloud = await computeWordcloud(deps, survey, task.userId, {
          ...params,
          filterId: params.filterId ?? 0,
        });
        const sink = await createSheetSink('xlsx', out, {
          sheetName: 'wordcloud',
          date: new Date(deps.now()),
        });
        const rows = wordcloudSheetRows(cloud, params.columnKey, params.lang);
        for (const values of rows) await sink.addRow(values);
        await sink.finish();
        return cloud.words.length;
      },
    };
  });
}
