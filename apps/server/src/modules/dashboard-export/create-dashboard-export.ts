import {
  DOWNLOAD_SUBTYPE_PAGE_REPORT,
  type DownloadTask,
  type Lang,
  type ZDashboardExportBody,
} from '@cairn/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadDashboardFor } from '../dashboards/dashboard-access.ts';
import { queueDownloadTask } from '../downloads/queue-download-task.ts';
import { DASHBOARD_EXPORT_JOB } from '../jobs/job-names.ts';
import { findFilterRow } from '../report/filters/filter-store.ts';
import { exportPages, reportableSurveys, surveyCodesOf } from './export-scope.ts';
import type { DashboardTaskParams } from './task-params.ts';

const KIND_NAME = {
  zh: { pages: '页面报告', raw: '原始数据' },
  en: { pages: 'page report', raw: 'raw data' },
} as const;

/**
 * POST /report/dashboard/downloads/add-task: the view right on the dashboard (A0404, A0403 the
 * free edition), the chosen pages of it (A0341 none, A0404 another's), the report right on every
 * survey they read (A0343), then a download-centre task named after the dashboard, which the
 * dashboard-export job writes: subType 11 the pages as xlsx tables or a PDF, 10 the surveys' raw data.
 */
export async function createDashboardExport(
  deps: AppDeps,
  userId: number,
  body: z.output<typeof ZDashboardExportBody>,
  lang: Lang,
): Promise<DownloadTask> {
  if (body.pageIds.length === 0) throw new AppError('A0341');
  const { dashboard } = await loadDashboardFor(deps, { userId }, body.dashboardCode, 'view');
  const pages = await exportPages(deps.db, dashboard.id, body.pageIds);
  const surveys = await reportableSurveys(deps, userId, surveyCodesOf(pages.flatMap((p) => p.charts)));
  const pageIds = pages.map((p) => p.page.id);
  let params: DashboardTaskParams;
  if (body.subType === DOWNLOAD_SUBTYPE_PAGE_REPORT) {
    params = {
      kind: 'pages',
      dashboardId: dashboard.id,
      pageIds,
      cellType: body.exportCellType,
      fileType: body.fileType,
      lang,
    };
  } else {
    let filter: { id: number; surveyId: number } | null = null;
    if (body.filterId !== null) {
      for (const survey of surveys)
        if (await findFilterRow(deps.db, survey.id, body.filterId))
          filter = { id: body.filterId, surveyId: survey.id };
      if (!filter)
        throw new AppError('A0404', `filterId ${body.filterId} is no saved filter of these pages' surveys`);
    }
    params = { kind: 'raw', dashboardId: dashboard.id, pageIds, dataFormat: body.dataFormat, filter, lang };
  }
  return queueDownloadTask(
    deps,
    {
      userId,
      survey: null,
      subType: body.subType,
      name: `${dashboard.title} — ${KIND_NAME[lang][params.kind]}`,
      params,
      job: DASHBOARD_EXPORT_JOB,
    },
    lang,
  );
}
