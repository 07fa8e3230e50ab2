import { reportCrossApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { CROSS_EXPORT_JOB } from '../jobs/job-names.ts';
import {
  crossCompute,
  crossTableCreate,
  crossTableList,
  crossTableRemove,
  crossTableUpdate,
  crossVariables,
} from './cross-calls.ts';
import { createCrossExport, runCrossExport } from './cross-export.ts';

/** Cross tables (contract report/cross-calls.ts) under /api/report; the export job is worked here. */
export const reportCrossRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, reportCrossApi, {
    variables: async ({ query, user, lang }) => crossVariables(deps, user, query.surveyCode, lang),
    compute: async ({ body, user, lang }) => crossCompute(deps, user, body, lang),
    list: async ({ query, user }) => crossTableList(deps, user, query.surveyCode),
    create: async ({ body, user, lang }) => crossTableCreate(deps, user, body, lang),
    update: async ({ body, user, lang }) => crossTableUpdate(deps, user, body, lang),
    remove: async ({ params, body, user }) => crossTableRemove(deps, user, body.surveyCode, params.id),
    exportTables: async ({ body, user, lang }) => createCrossExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(CROSS_EXPORT_JOB, async (data) => runCrossExport(deps, Number(data.taskId)));
};
