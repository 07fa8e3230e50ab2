import { codingApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { CODING_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { codingHits, codingResponses } from './answer-calls.ts';
import { createCodingExport, runCodingExport } from './coding-export.ts';
import { codingQueueFor } from './coding-queue.ts';
import { importFrameXlsx, importTypedFrame } from './frame-import.ts';
import { checkHits, createHits, recodeHits, removeHit, removeHits } from './hit-calls.ts';
import * as nets from './net-calls.ts';
import { quoteReport, refSurveys } from './ref-calls.ts';
import {
  codableColumns,
  codingReport,
  codingReports,
  createCodingReport,
  removeCodingReport,
  stepStatus,
} from './report-calls.ts';
import { codingStat } from './stat-calls.ts';
import { hitTask, recommended, recommendTask, taskProgress, validTask } from './task-calls.ts';

/** A code frame file is small: 1 MB is thousands of codes. */
const FRAME_MAX_BYTES = 1024 * 1024;

async function readFrameFile(request: FastifyRequest): Promise<Buffer> {
  const upload = await readOneFile(request, {
    tooLarge: () => new AppError('A0110', 'a code frame file has at most 1 MB'),
    tooMany: 'send one file',
  });
  if (!/\.xlsx$/i.test(upload.fileName)) throw new AppError('A0106', 'send an .xlsx file');
  return upload.bytes;
}

/**
 * AI coding (contract report/coding-calls.ts) under /api/report; the coding task queue starts
 * with the app (tasks left running by a stopped process are failed first) and the export job is
 * worked here.
 */
export const codingRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(FRAME_MAX_BYTES)); // encapsulated
  const queue = codingQueueFor(deps);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.close());
  serve(app, codingApi, {
    columns: async ({ query, user }) => codableColumns(deps, user, query.surveyCode),
    reports: async ({ query, user }) => codingReports(deps, user, query.surveyCode),
    createReport: async ({ body, user }) => createCodingReport(deps, user, body),
    removeReport: async ({ params, query, user }) =>
      removeCodingReport(deps, user, query.surveyCode, params.id),
    report: async ({ params, query, user }) => codingReport(deps, user, query.surveyCode, params.id),
    statusNext: async ({ body, user }) => stepStatus(deps, user, body.surveyCode, body.reportId, 1),
    statusPrev: async ({ body, user }) => stepStatus(deps, user, body.surveyCode, body.reportId, -1),
    responses: async ({ query, user }) => codingResponses(deps, user, query),
    hits: async ({ query, user }) => codingHits(deps, user, query),
    nets: async ({ query, user }) => nets.codingNets(deps, user, query),
    stat: async ({ query, user }) => codingStat(deps, user, query),
    createNet: async ({ body, user }) => nets.createNet(deps, user, body),
    batchNets: async ({ body, user }) => nets.batchNets(deps, user, body),
    moveNet: async ({ body, user }) => nets.moveNet(deps, user, body),
    copyNet: async ({ params, body, user }) => nets.copyNet(deps, user, params.id, body),
    mergeNets: async ({ body, user }) => nets.mergeNets(deps, user, body),
    unmergeNet: async ({ params, body, user }) => nets.unmergeNet(deps, user, params.id, body),
    netting: async ({ body, user }) => nets.nettingNets(deps, user, body),
    renameNet: async ({ params, body, user }) => nets.renameNet(deps, user, params.id, body),
    sortNets: async ({ params, body, user }) => nets.sortNets(deps, user, params.type, body),
    removeNets: async ({ body, user }) => nets.removeNets(deps, user, body, body.ids),
    removeNet: async ({ params, body, user }) => nets.removeNets(deps, user, body, [params.id]),
    restoreNet: async ({ params, body, user }) => nets.restoreNet(deps, user, params.id, body),
    importFrame: async ({ query, user, request }) => {
      // The caller's right first: a stranger learns nothing from the file's checks.
      await loadSurveyForAction(deps, user, query.surveyCode, 'report');
      return importFrameXlsx(deps, user, query, await readFrameFile(request));
    },
    manualImport: async ({ body, user }) => importTypedFrame(deps, user, body),
    refSurveys: async ({ query, user }) => refSurveys(deps, user, query.surveyCode),
    refReport: async ({ params, body, user }) => quoteReport(deps, user, params.id, body),
    hit: async ({ body, user }) => createHits(deps, user, body),
    checkHits: async ({ body, user }) => checkHits(deps, user, body),
    recode: async ({ body, user }) => recodeHits(deps, user, body),
    removeHit: async ({ params, body, user }) => removeHit(deps, user, params.id, body),
    removeHits: async ({ body, user }) => removeHits(deps, user, body),
    valid: async ({ body, user }) => validTask(deps, user, body),
    recommendTask: async ({ body, user }) => recommendTask(deps, user, body),
    recommended: async ({ query, user }) => recommended(deps, user, query),
    hitTask: async ({ body, user }) => hitTask(deps, user, body),
    taskProgress: async ({ params, query, user }) => taskProgress(deps, user, query.surveyCode, params.id),
    exportReport: async ({ body, user, lang }) => createCodingExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(CODING_EXPORT_JOB, async (data) => runCodingExport(deps, Number(data.taskId)));
};
