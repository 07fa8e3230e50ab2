import {
  type CrossDefinition,
  DOWNLOAD_SUBTYPE_CROSS,
  type DownloadTask,
  type Lang,
  ZCrossDefinition,
  type ZCrossExportBody,
} from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { downloadTasks, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { exportFileName } from '../downloads/file-name.ts';
import { toDownloadTask } from '../downloads/task-view.ts';
import { CONTENT_TYPES, createSheetSink } from '../exports/sheet-sink.ts';
import { newFileKey } from '../files/storage.ts';
import { CROSS_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { computeTable } from './cross-calls.ts';
import { type CellType, crossSheetRows } from './cross-sheet.ts';
import { tablesByIds } from './cross-table-store.ts';

/** What a task keeps: the tables as they were when asked (a table deleted later still exports). */
const ZCrossTaskParams = z.object({
  tables: z.array(z.object({ name: z.string(), definition: ZCrossDefinition })),
  cellType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  filterId: z.number().int().nullable(),
  weighted: z.boolean(),
  lang: z.enum(['zh', 'en']),
});

const UNSAVED = { zh: '交叉表', en: 'Cross table' } as const;

/**
 * POST /v1/cross/export: a download-centre task (subType 12) for the table on screen or saved
 * tables, one after another on one sheet. Variables are checked now (A0320), not when the job runs.
 */
export async function createCrossExport(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZCrossExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'report');
  const filter = await resolveFilter(deps.db, survey.id, userId, body.filterId);
  const tables: { name: string; definition: CrossDefinition }[] = body.tableIds
    ? (await tablesByIds(deps.db, survey.id, body.tableIds)).map(({ name, definition }) => ({
        name,
        definition,
      }))
    : [{ name: UNSAVED[lang], definition: body.definition! }];
  for (const table of tables)
    await computeTable(deps, survey, userId, { definition: table.definition, filterId: 0 }, lang);
  const params: z.infer<typeof ZCrossTaskParams> = {
    tables,
    cellType: body.cellType,
    filterId: filter.id,
    weighted: body.weighted === true,
    lang,
  };
  const [row] = await deps.db
    .insert(downloadTasks)
    .values({
      userId,
      surveyId: survey.id,
      subType: DOWNLOAD_SUBTYPE_CROSS,
      name: survey.title,
      params,
      createdAt: new Date(deps.now()),
    })
    .returning();
  await deps.jobs.send(CROSS_EXPORT_JOB, { taskId: row!.id });
  return toDownloadTask(row!, survey.code, deps.downloadTtlMs, lang);
}

/** The cross-export job: waiting → generating → done (file in storage) or failed with the reason. */
export async function runCrossExport(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
): Promise<void> {
  const [task] = await deps.db
    .update(downloadTasks)
    .set({ status: 'generating', progress: 0 })
    .where(and(eq(downloadTasks.id, taskId), inArray(downloadTasks.status, ['waiting', 'generating'])))
    .returning();
  if (!task) return;
  try {
    const [survey] =
      task.surveyId === null ? [] : await deps.db.select().from(surveys).where(eq(surveys.id, task.surveyId));
    if (!survey) throw new Error('the survey was deleted');
    const params = ZCrossTaskParams.parse(task.params);
    const fileKey = newFileKey();
    const fileName = exportFileName(survey.title, 'xlsx', deps.now());
    const file = await deps.storage.createWriter(fileKey, { contentType: CONTENT_TYPES.xlsx, fileName });
    let rows = 0;
    try {
      const sink = await createSheetSink('xlsx', file.stream, {
        sheetName: 'cross',
        date: new Date(deps.now()),
      });
      for (const [i, table] of params.tables.entries()) {
        const computed = await computeTable(
          deps,
          survey,
          task.userId,
          { definition: table.definition, filterId: params.filterId ?? 0, weighted: params.weighted },
          params.lang,
        );
        if (i > 0) await sink.addRow([]);
        for (const values of crossSheetRows(table.name, computed, params.cellType as CellType, params.lang)) {
          await sink.addRow(values);
          rows++;
        }
      }
      await sink.finish();
    } catch (error) {
      await file.abort();
      throw error;
    }
    const size = await file.commit();
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
