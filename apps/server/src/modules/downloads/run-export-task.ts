import { ZDataExportBody } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { downloadTasks } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { exportRawData, type RawExportHooks } from '../exports/export-raw-data.ts';
import { CONTENT_TYPES } from '../exports/sheet-sink.ts';
import { schemeExportWeights } from '../report-weighting/export-weights.ts';
import { runDownloadTask } from './run-download-task.ts';

/** A task's stored parameters: the export's, and the selected responses of POST /v1/answer/export. */
const ZTaskParams = ZDataExportBody.extend({ responseIds: z.array(z.string()).optional() });

/**
 * The data-export job (run-download-task.ts runs its life): the raw data of the task's survey,
 * with the active weighting scheme's weights, progress written as rows are.
 */
export async function runExportTask(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'publicUrl'>,
  taskId: number,
  hooks: Pick<RawExportHooks, 'onSnapshot' | 'xlsxRowLimit' | 'chunkRows' | 'csvWorker'> = {},
): Promise<void> {
  await runDownloadTask(deps, taskId, async (task, survey) => {
    const params = ZTaskParams.parse({ ...(task.params as object), surveyCode: survey.code });
    const weights = await schemeExportWeights(deps, survey.id);
    let shown = 0;
    return {
      extension: params.fileType,
      contentType: CONTENT_TYPES[params.fileType],
      write: async (out) => {
        const result = await exportRawData(
          deps,
          survey.id,
          {
            ...params,
            includePartial: params.partial,
            includeInvalid: params.invalid,
            userId: task.userId,
            responseIds: params.responseIds ?? null,
            ...(weights ? { weights } : {}),
          },
          out,
          {
            ...hooks,
            onProgress: async (written, total) => {
              // Whole percents below 100, written only when they change: a few updates per export.
              const percent = total > 0 ? Math.min(99, Math.floor((written / total) * 100)) : 0;
              if (percent === shown) return;
              shown = percent;
              await deps.db
                .update(downloadTasks)
                .set({ progress: percent })
                .where(eq(downloadTasks.id, taskId));
            },
          },
        );
        return result.rows;
      },
    };
  });
}
