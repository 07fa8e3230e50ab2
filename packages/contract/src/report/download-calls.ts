import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZAddDownloadTaskBody,
  ZDataExportBody,
  ZDataExportDeleteBody,
  ZDataExportListBody,
  ZDownloadIdParams,
  ZDownloadIdQuery,
  ZDownloadLink,
  ZDownloadListBody,
  ZDownloadPage,
  ZDownloadReadBody,
  ZDownloadRed,
  ZDownloadsRead,
  ZDownloadTask,
} from './exports.ts';

const tags = ['downloads'];
/** The download centre reads only the caller's own tasks: another's id is A0404 like a missing one. */
const own = { service: 'report', access: 'user', tags } as const;
const report = { service: 'report', access: 'survey:report', tags } as const;
const EXPORT =
  'dataFormat 1: one column per multiple-choice question; 2 (default): 0/1 columns. dataType code or label. ' +
  'partial / invalid: include those responses. The task runs as a job; its file reads one snapshot of the ' +
  'responses taken when it starts. A0404 for a filterId the survey does not have.';

/**
 * Raw data export tasks and the download centre (spec doc 2 §7 "Report service" and
 * "Downloads": POST /v1/data-export, data-export/list, data-export/delete, GET
 * data-export/download; POST /v1/downloads/list, add-task, remove-task/{id}, GET downloads/red,
 * download-file, downloads/{id}; POST downloads/read is ours). Tasks belong to the user who made them.
 */
export const downloadsApi = {
  dataExport: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/data-export',
    summary: 'Create a raw data export task (xlsx or CSV) for the download centre',
    description: EXPORT,
    errors: ['A0404'],
    body: ZDataExportBody,
    answer: ZDownloadTask,
  }),
  addTask: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/downloads/add-task',
    summary: 'Create a download task (subType 10: raw data export)',
    description:
      'As POST /v1/data-export. A dashboard’s exports (subType 11, and 10 by dashboardCode) use /dashboard/downloads/add-task.',
    errors: ['A0404'],
    body: ZAddDownloadTaskBody,
    answer: ZDownloadTask,
  }),
  exportList: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/data-export/list',
    summary: 'The caller’s raw data exports of one survey, newest first',
    body: ZDataExportListBody,
    answer: ZDownloadPage,
  }),
  exportDelete: endpoint({
    ...own,
    method: 'POST',
    path: '/v1/data-export/delete',
    summary: 'Remove one of the caller’s export tasks and its file',
    errors: ['A0404'],
    body: ZDataExportDeleteBody,
    answer: z.null(),
  }),
  exportDownload: endpoint({
    ...own,
    method: 'GET',
    path: '/v1/data-export/download',
    summary: 'A short-lived signed link to a finished export’s file',
    errors: ['A0404'],
    query: ZDownloadIdQuery,
    answer: ZDownloadLink,
  }),
  list: endpoint({
    ...own,
    method: 'POST',
    path: '/v1/downloads/list',
    summary: 'The caller’s download tasks, newest first',
    body: ZDownloadListBody,
    answer: ZDownloadPage,
  }),
  unread: endpoint({
    ...own,
    method: 'GET',
    path: '/v1/downloads/red',
    summary: 'How many finished tasks the caller has not seen (the top bar’s red badge)',
    answer: ZDownloadRed,
  }),
  markRead: endpoint({
    ...own,
    method: 'POST',
    path: '/v1/downloads/read',
    summary: 'Mark finished tasks seen (all of the caller’s, or the ids given)',
    body: ZDownloadReadBody,
    answer: ZDownloadsRead,
  }),
  remove: endpoint({
    ...own,
    method: 'POST',
    path: '/v1/downloads/remove-task/{id}',
    summary: 'Remove a task and its file',
    errors: ['A0404'],
    params: ZDownloadIdParams,
    answer: z.null(),
  }),
  file: endpoint({
    ...own,
    method: 'GET',
    path: '/v1/downloads/download-file',
    summary: 'A short-lived signed link to a finished task’s file (served as an attachment)',
    description: 'A0404 for a task that is not the caller’s or has no file (not done, failed, expired).',
    errors: ['A0404'],
    query: ZDownloadIdQuery,
    answer: ZDownloadLink,
  }),
  task: endpoint({
    ...own,
    method: 'GET',
    path: '/v1/downloads/{id}',
    summary: 'One of the caller’s tasks',
    errors: ['A0404'],
    params: ZDownloadIdParams,
    answer: ZDownloadTask,
  }),
};
