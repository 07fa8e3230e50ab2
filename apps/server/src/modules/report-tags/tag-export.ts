import { DOWNLOAD_SUBTYPE_TAGS, type DownloadTask, type Lang, type ZTagExportBody } from '@cairn/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { CONTENT_TYPES, createSheetSink } from '../exports/sheet-sink.ts';
import { TAG_EXPORT_JOB } from '../jobs/job-names.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { surveyForTags } from './tag-access.ts';
import { tagAnswersOf, tagColumnList, tagStatsOf } from './tag-calls.ts';

const ZTagTaskParams = z.object({
  columnKey: z.string(),
  filterId: z.number().int().nullable(),
  weighted: z.boolean(),
  lang: z.enum(['zh', 'en']),
});

const WORDS = {
  zh: {
    tag: '标签',
    count: '答案数',
    percent: '百分比',
    untagged: '未标记',
    base: '有效答案',
    response: '答卷 ID',
    time: '提交时间',
    text: '答案',
    tags: '标签',
  },
  en: {
    tag: 'Tag',
    count: 'Answers',
    percent: 'Percent',
    untagged: 'Untagged',
    base: 'Answered',
    response: 'Response ID',
    time: 'Submitted',
    text: 'Answer',
    tags: 'Tags',
  },
} as const;

/** Answers read per worker request while writing the file. */
const PAGE = 1000;

/** POST /v1/tags/export: a download-centre task (subType 15); the column is checked now. */
export async function createTagExport(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZTagExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const survey = await surveyForTags(deps, { userId }, body.surveyCode);
  const { columns } = await tagColumnList(deps, { userId }, body.surveyCode);
  if (!columns.some((c) => c.key === body.columnKey))
    throw new AppError('A0404', `the published survey has no open column ${body.columnKey}`);
  const filter = await resolveFilter(deps.db, survey.id, userId, body.filterId);
  const params: z.infer<typeof ZTagTaskParams> = {
    columnKey: body.columnKey,
    filterId: filter.id,
    weighted: body.weighted === true,
    lang,
  };
  return queueDownloadTask(
    deps,
    { userId, survey, subType: DOWNLOAD_SUBTYPE_TAGS, params, job: TAG_EXPORT_JOB },
    lang,
  );
}

/** The tag-export job: the counts per tag, a blank row, then every answer with its tags. */
export async function runTagExport(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZTagTaskParams.parse(task.params);
    const w = WORDS[params.lang];
    const filterId = params.filterId ?? 0;
    return {
      extension: 'xlsx',
      contentType: CONTENT_TYPES.xlsx,
      write: async (out) => {
        const sink = await createSheetSink('xlsx', out, { sheetName: 'tags', date: new Date(deps.now()) });
        const stats = await tagStatsOf(deps, survey, task.userId, { ...params, filterId });
        const names = new Map(stats.tags.map((tag) => [tag.id, tag.name]));
        let rows = 0;
        const add = async (values: (string | number | null)[]) => {
          await sink.addRow(values);
          rows++;
        };
        await add([w.tag, w.count, w.percent]);
        for (const tag of [...stats.tags, { ...stats.untagged, name: w.untagged }])
          await add([tag.name, tag.count, tag.percent === null ? null : Math.round(tag.percent * 100) / 100]);
        await add([w.base, stats.base, null]);
        await add([]);
        await add([w.response, w.time, w.text, w.tags]);
        for (let page = 1; ; page++) {
          const answers = await tagAnswersOf(deps, survey, task.userId, {
            columnKey: params.columnKey,
            filterId,
            page,
            pageSize: PAGE,
          });
          for (const a of answers.records)
            await add([
              a.responseId,
              new Date(a.submittedAt).toISOString(),
              a.text,
              a.tagIds.map((id) => names.get(id) ?? '').join('; '),
            ]);
          if (page * PAGE >= answers.total) break;
        }
        await sink.finish();
        return rows;
      },
    };
  });
}
