import {
  ZAddDownloadTaskBody,
  ZDataExportDeleteBody,
  ZDataExportListBody,
  ZDownloadIdQuery,
  ZDownloadLink,
  ZDownloadPage,
  ZDownloadTask,
  ZEnvelope,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { createExportTask } from './create-export-task.ts';
import { listDownloads } from './list-downloads.ts';
import { removeDownload } from './remove-download.ts';
import { signDownload } from './sign-download.ts';

/**
 * The other names spec doc 2 gives the export and download calls (prefix /api/report): the
 * report screen's own export list (`v1/data-export/*`) and the generic task call
 * (`v1/downloads/add-task`). They do what the download centre's calls do, with the same checks.
 */
export const downloadAliasRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['downloads'];

  app.post(
    '/v1/data-export/list',
    {
      schema: {
        summary: 'The caller’s raw data exports of one survey, newest first',
        description: 'Report right on the survey (A4000).',
        tags,
        body: ZDataExportListBody,
        response: { 200: ZEnvelope(ZDownloadPage) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const { surveyCode, ...page } = request.body;
      const { survey } = await loadSurveyForAction(deps, { userId }, surveyCode, 'report');
      return ok(
        await listDownloads(deps, userId, { ...page, surveyId: survey.id }, request.lang),
        request.lang,
      );
    },
  );

  app.post(
    '/v1/data-export/delete',
    {
      schema: {
        summary: 'Remove one of the caller’s export tasks and its file',
        tags,
        body: ZDataExportDeleteBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeDownload(deps, callerOf(request).userId, request.body.id);
      return ok(null, request.lang);
    },
  );

  app.get(
    '/v1/data-export/download',
    {
      schema: {
        summary: 'A short-lived signed link to a finished export’s file',
        tags,
        querystring: ZDownloadIdQuery,
        response: { 200: ZEnvelope(ZDownloadLink) },
      },
    },
    async (request) => ok(await signDownload(deps, callerOf(request).userId, request.query.id), request.lang),
  );

  app.post(
    '/v1/downloads/add-task',
    {
      schema: {
        summary: 'Create a download task (subType 10: raw data export)',
        description:
          'As POST /v1/data-export. subType 11 (dashboard page report) is refused: no dashboards yet.',
        tags,
        body: ZAddDownloadTaskBody,
        response: { 200: ZEnvelope(ZDownloadTask) },
      },
    },
    async (request) => {
      const { subType: _raw, ...body } = request.body;
      return ok(await createExportTask(deps, callerOf(request).userId, body, request.lang), request.lang);
    },
  );
};
