import {
  type CrossDefinition,
  DOWNLOAD_SUBTYPE_CROSS,
  type DownloadTask,
  type Lang,
  ZCrossDefinition,
  type ZCrossExportBody,
} from '@cairn/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { runDownloadTask } from '../downloads/run-download-task.ts';
import { CONTENT_TYPES, createSheetSink } from '../exports/sheet-sink.ts';
import { CROSS_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { checkDefinition, computeTable } from './cross-calls.ts';
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
  for (const table of tables) await checkDefinition(deps, survey, table.definition, lang);
  const params: z.infer<typeof ZCrossTaskParams> = {
    tables,
    cellType: body.cellType,
    filterId: filter.id,
    weighted: body.weighted === true,
    lang,
  };
  return queueDownloadTask(
    deps,
    { userId, survey, subType: DOWNLOAD_SUBTYPE_CROSS, params, job: CROSS_EXPORT_JOB },
    lang,
  );
}

/** The cross-export job (run-download-task.ts runs its life): every table on one xlsx sheet. */
export async function runCrossExport(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  taskId: number,
): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZCrossTaskParams.parse(task.params);
    return {
      extension: 'xlsx',
      contentType: CONTENT_TYPES.xlsx,
      write: async (out) => {
        const sink = await createSheetSink('xlsx', out, { sheetName: 'cross', date: new Date(deps.now()) });
        let rows = 0;
        for (const [i, table] of params.tables.entries()) {
          const computed = await computeTable(
            deps,
            survey,
            task.userId,
            { definition: table.definition, filterId: params.filterId ?? 0, weighted: params.weighted },
            params.lang,
          );
          if (i > 0) await sink.addRow([]);
          for (const values of crossSheetRows(
            table.name,
            computed,
            params.cellType as CellType,
            params.lang,
          )) {
            await sink.addRow(values);
            rows++;
          }
        }
        await sink.finish();
        return rows;
      },
    };
  });
}
