import { dashboardExportApi } from '@cairn/contract';
import type { FastifyError } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { DASHBOARD_EXPORT_JOB } from '../jobs/job-names.ts';
import { createDashboardExport } from './create-dashboard-export.ts';
import { runDashboardExport } from './run-dashboard-export.ts';

/** The contract's message for an empty page list (ZDashboardExportBody's pageIds refine). */
const NO_PAGE = /请选择导出页面/;

/**
 * Dashboard exports through the download centre (contract dashboard/export-calls.ts) under
 * /api/report; the export job is worked here.
 */
export const dashboardExportRoutes: RoutesPlugin = async (app, { deps }) => {
  // The schema refuses an empty page list before the handler runs; the spec answers it with
  // A0341 (请选择导出页面), not the A0400 of other bad input. Anything else goes on to the app's
  // error handler (a handler that throws passes the error to its parent's).
  app.setErrorHandler((error: FastifyError) => {
    if (error.validation?.some((v) => NO_PAGE.test(v.message ?? ''))) throw new AppError('A0341');
    throw error;
  });
  serve(app, dashboardExportApi, {
    addTask: async ({ body, user, lang }) => createDashboardExport(deps, user.userId, body, lang),
  });
  await deps.jobs.work(DASHBOARD_EXPORT_JOB, async (data) => runDashboardExport(deps, Number(data.taskId)));
};
