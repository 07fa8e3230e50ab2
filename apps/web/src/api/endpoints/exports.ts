import {
  type AnswerImportReport,
  answerImportApi,
  type DataExportBody,
  type DownloadLink,
  type DownloadPage,
  type DownloadTask,
  downloadsApi,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/** Raw data export, the download centre and the answer import (contract report/download-calls.ts, import-calls.ts). */

export function createDataExport(body: DataExportBody): Promise<DownloadTask> {
  return api.call(downloadsApi.dataExport, body);
}

export function fetchDownloads(page: number, pageSize: number): Promise<DownloadPage> {
  return api.call(downloadsApi.list, { page, pageSize });
}

export async function fetchUnreadDownloads(): Promise<number> {
  return (await api.call(downloadsApi.unread, {})).count;
}

export function markDownloadsRead(ids?: number[]): Promise<{ changed: number }> {
  return api.call(downloadsApi.markRead, ids ? { ids } : {});
}

export function removeDownload(id: number): Promise<null> {
  return api.call(downloadsApi.remove, { id });
}

export function signDownload(id: number): Promise<DownloadLink> {
  return api.call(downloadsApi.file, { id });
}

/** The import's file codes are shown by the upload dialog itself (its own error line). */
export const ANSWER_IMPORT_CODES = ['A0107', 'A0108', 'A0109', 'A0110', 'A0112'] as const;

export function importAnswers(surveyCode: string, file: Blob, fileName: string): Promise<AnswerImportReport> {
  return api.call(
    answerImportApi.upload,
    { surveyCode },
    { form: toFormData([{ name: 'file', file, fileName }]), handles: ANSWER_IMPORT_CODES },
  );
}
