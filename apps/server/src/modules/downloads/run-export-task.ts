import { ZDataExportBody } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { downloadTasks, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { exportRawData, type RawExportHooks } from '../exports/export-raw-data.ts';
import { CONTENT_TYPES } from '../exports/sheet-sink.ts';
import { newFileKey } from '../files/storage.ts';
import { schemeExportWeights } from '../report-weighting/export-weights.ts';
import { exportFileName } from './file-name.ts';

/** A task's stored parameters: the export's, and the selected responses of POST /v1/answer/export. */
const ZTaskParams = ZDataExportBody.extend({ responseIds: z.array(z.string()).optional() });

/**
 * The data-export job: waiting → generating (progress as rows are written) → done with the file
 * in storage and the task unread, or failed with the reason. A task already finished (a retried
 * job) is left as it is; a task removed meanwhile is skipped.
 */
export async function runExportTask(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'publicUrl'>,
  taskId: number,
  hooks: Pick<RawExportHooks, 'onSnapshot' | 'xlsxRowLimit' | 'chunkRows' | 'csvWorker'> = {},
): Promise<void> {
  const [task] = await deps.db
    .update(downloadTasks)
    .set({ status: 'generating', progress: 0 })
    .where(and(eq(downloadTasks.id, taskId), inArray(downloadTasks.status, ['waiting', 'generating'])))
    .returning();
  if (!task) return;
  try {
    if (task.surveyId === null) throw new Error('the survey was deleted');
    const [survey] = await deps.db.select().from(surveys).where(eq(surveys.id, task.surveyId));
    if (!survey) throw new Error('the survey was deleted');
    const params = ZTaskParams.parse({ ...(task.params as object), surveyCode: survey.code });
    let shown = 0;
    const weights = params.fileType === 'sav' ? await schemeExportWeights(deps, survey.id) : undefined;
    const fileKey = newFileKey();
    const fileName = exportFileName(survey.title, params.fileType, deps.now());
    // Written straight into storage as it is made: memory stays flat whatever the row count.
    const file = await deps.storage.createWriter(fileKey, {
      contentType: CONTENT_TYPES[params.fileType],
      fileName,
    });
    let result: { rows: number };
    let size: number;
    try {
      result = await exportRawData(
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
        file.stream,
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
        rows: result.rows,
        finishedAt: new Date(deps.now()),
      })
      .where(and(eq(downloadTasks.id, taskId), eq(downloadTasks.status, 'generating')))
      .returning({ id: downloadTasks.id });
    // Removed while generating: the file has no task to belong to.
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
