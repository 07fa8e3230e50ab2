import { type DownloadTask, errorMessage, isErrorCode, type Lang } from '@cairn/contract';
import type { downloadTasks } from '../../db/schema/index.ts';

export type DownloadTaskRow = typeof downloadTasks.$inferSelect;

/**
 * A task as the download centre shows it, its failure in the reader's language when it has a
 * catalogue code; `expiresAt` is when the sweep removes a done file.
 */
export function toDownloadTask(
  row: DownloadTaskRow,
  surveyCode: string | null,
  ttlMs: number,
  lang: Lang,
): DownloadTask {
  return {
    id: row.id,
    name: row.name,
    subType: row.subType,
    status: row.status,
    progress: row.progress,
    unread: row.unread,
    surveyCode,
    fileName: row.fileName,
    size: row.size,
    rows: row.rows,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? errorMessage(row.errorCode, lang, row.error ?? undefined)
        : row.error,
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt ? row.finishedAt.getTime() : null,
    expiresAt: row.status === 'done' && row.finishedAt ? row.finishedAt.getTime() + ttlMs : null,
  };
}
