import {
  ZDataExportBody,
  ZDownloadIdParams,
  ZDownloadIdQuery,
  ZDownloadLink,
  ZDownloadListBody,
  ZDownloadPage,
  ZDownloadReadBody,
  ZDownloadRed,
  ZDownloadTask,
  ZEnvelope,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createExportTask } from './create-export-task.ts';
import { countUnread, listDownloads } from './list-downloads.ts';
import { markDownloadsRead } from './mark-read.ts';
import { loadOwnedTask } from './owned-task.ts';
import { removeDownload } from './remove-download.ts';
import { DATA_EXPORT_JOB, runExportTask } from './run-export-task.ts';
import { signDownload } from './sign-download.ts';
import { toDownloadTask } from './task-view.ts';

/**
 * Raw data export tasks and the download centre (prefix /api/report). Tasks belong to the user
 * who created them: every call reads only the caller's own (another's id is A0404).
 */
export const downloadRoutes: RoutesPlugin = async (app, { deps }) => {
  await deps.jobs.work(DATA_EXPORT_JOB, async (data) => runExportTask(deps, Number(data.taskId)));
  const tags = ['downloads'];

  app.post(
    '/v1/data-export',
    {
      schema: {
        summary: 'Create a raw data export task (xlsx or CSV) for the download centre',
        description:
          'Report right (A4000). dataFormat 1: one column per multiple-choice question; 2 (default): 0/1 ' +
          'columns. dataType code or label. partial / invalid: include those responses. The task runs as ' +
          'a job; its file reads one snapshot of the responses taken when it starts.',
        tags,
        body: ZDataExportBody,
        response: { 200: ZEnvelope(ZDownloadTask) },
      },
    },
    async (request) =>
      ok(await createExportTask(deps, callerOf(request).userId, request.body, request.lang), request.lang),
  );

  app.post(
    '/v1/downloads/list',
    {
      schema: {
        summary: 'The caller’s download tasks, newest first',
        tags,
        body: ZDownloadListBody,
        response: { 200: ZEnvelope(ZDownloadPage) },
      },
    },
    async (request) =>
      ok(await listDownloads(deps, callerOf(request).userId, request.body, request.lang), request.lang),
  );

  app.get(
    '/v1/downloads/red',
    {
      schema: {
        summary: 'How many finished tasks the caller has not seen (the top bar’s red badge)',
        tags,
        response: { 200: ZEnvelope(ZDownloadRed) },
      },
    },
    async (request) => ok({ count: await countUnread(deps, callerOf(request).userId) }, request.lang),
  );

  app.post(
    '/v1/downloads/read',
    {
      schema: {
        summary: 'Mark finished tasks seen (all of the caller’s, or the ids given)',
        tags,
        body: ZDownloadReadBody,
        response: { 200: ZEnvelope(z.object({ changed: z.number() })) },
      },
    },
    async (request) =>
      ok(
        { changed: await markDownloadsRead(deps, callerOf(request).userId, request.body.ids) },
        request.lang,
      ),
  );

  app.post(
    '/v1/downloads/remove-task/:id',
    {
      schema: {
        summary: 'Remove a task and its file',
        tags,
        params: ZDownloadIdParams,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeDownload(deps, callerOf(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.get(
    '/v1/downloads/download-file',
    {
      schema: {
        summary: 'A short-lived signed link to a finished task’s file (served as an attachment)',
        description: 'A0404 for a task that is not the caller’s or has no file (not done, failed, expired).',
        tags,
        querystring: ZDownloadIdQuery,
        response: { 200: ZEnvelope(ZDownloadLink) },
      },
    },
    async (request) => ok(await signDownload(deps, callerOf(request).userId, request.query.id), request.lang),
  );

  app.get(
    '/v1/downloads/:id',
    {
      schema: {
        summary: 'One of the caller’s tasks',
        tags,
        params: ZDownloadIdParams,
        response: { 200: ZEnvelope(ZDownloadTask) },
      },
    },
    async (request) => {
      const row = await loadOwnedTask(deps.db, callerOf(request).userId, request.params.id);
      return ok(toDownloadTask(row, null, deps.downloadTtlMs, request.lang), request.lang);
    },
  );
};
