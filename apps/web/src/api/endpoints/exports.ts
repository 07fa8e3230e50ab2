import {
  type AnswerImportReport,
  type DataExportBody,
  type DownloadLink,
  type DownloadPage,
  type DownloadTask,
  ZAnswerImportReport,
  ZDownloadLink,
  ZDownloadPage,
  ZDownloadRed,
  ZDownloadTask,
} from '@cairn/contract';
import { z } from 'zod';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/** Raw data export, the download centre and the answer import (/api/report/v1). */
const V1 = '/report/v1';

export function createDataExport(body: DataExportBody): Promise<DownloadTask> {
  return api.request({ method: 'POST', path: `${V1}/data-export`, body, parse: ZDownloadTask });
}

export function fetchDownloads(page: number, pageSize: number): Promise<DownloadPage> {
  return api.request({
    method: 'POST',
    path: `${V1}/downloads/list`,
    body: { page, pageSize },
    parse: ZDownloadPage,
  });
}

export async function fetchUnreadDownloads(): Promise<number> {
  return (await api.request({ method: 'GET', path: `${V1}/downloads/red`, parse: ZDownloadRed })).count;
}

export function markDownloadsRead(ids?: number[]): Promise<{ changed: number }> {
  return api.request({
    method: 'POST',
    path: `${V1}/downloads/read`,
    body: ids ? { ids } : {},
    parse: z.object({ changed: z.number() }),
  });
}

export function removeDownload(id: number): Promise<null> {
  return api.request({ method: 'POST', path: `${V1}/downloads/remove-task/${id}`, parse: z.null() });
}

export function signDownload(id: number): Promise<DownloadLink> {
  return api.request({
    method: 'GET',
    path: `${V1}/downloads/download-file`,
    query: { id },
    parse: ZDownloadLink,
  });
}

/** The import's file codes are shown by the upload dialog itself (its own error line). */
export const ANSWER_IMPORT_CODES = ['A0107', 'A0108', 'A0109', 'A0110', 'A0112'] as const;

export function importAnswers(surveyCode: string, file: Blob, fileName: string): Promise<AnswerImportReport> {
  return api.request({
    method: 'POST',
    path: `${V1}/answer/upload`,
    query: { surveyCode },
    form: toFormData([{ name: 'file', file, fileName }]),
    parse: ZAnswerImportReport,
    handles: ANSWER_IMPORT_CODES,
  });
}
