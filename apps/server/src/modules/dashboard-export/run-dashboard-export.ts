import type { Lang } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { dashboards } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { runTaskFile } from '../downloads/run-download-task.ts';
import { exportRawData } from '../exports/export-raw-data.ts';
import { CONTENT_TYPES } from '../exports/sheet-sink.ts';
import { renderDashboardPdf } from '../pdf/dashboard-pdf.ts';
import { exportPages, reportableSurveys, surveyCodesOf } from './export-scope.ts';
import { pageFigures } from './page-figures.ts';
import { writePageReport } from './page-report.ts';
import { ZDashboardTaskParams } from './task-params.ts';
import { sheetNames, streamingWorkbook } from './workbook-sheets.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'now' | 'publicUrl'>;

/**
 * The dashboard-export job (run-download-task.ts runs its life). The dashboard, its pages and
 * the owner's rights are read again now: a page removed since is left out, a dashboard removed
 * fails the task, and the figures are computed for the task's owner (a survey they lost the
 * right to prints as the board shows it, denied; raw data of it is refused, A0343).
 */
export async function runDashboardExport(deps: Deps, taskId: number): Promise<void> {
  await runTaskFile(deps, taskId, async (task) => {
    const params = ZDashboardTaskParams.parse(task.params);
    const [dashboard] = await deps.db
      .select()
      .from(dashboards)
      .where(and(eq(dashboards.id, params.dashboardId), isNull(dashboards.deletedAt)));
    if (!dashboard) throw new Error('the dashboard was deleted');
    const pages = await exportPages(deps.db, dashboard.id, params.pageIds);
    const lang: Lang = params.lang;
    if (params.kind === 'pages') {
      const figured = await pageFigures(deps, task.userId, dashboard.version, pages, lang);
      if (params.fileType === 'pdf')
        return {
          title: dashboard.title,
          extension: 'pdf',
          contentType: 'application/pdf',
          write: async (out) => {
            const pdf = await renderDashboardPdf({
              title: dashboard.title,
              lang,
              date: deps.now(),
              pages: figured.map((p) => ({ title: p.page.title, charts: p.charts, figures: p.figures })),
            });
            await new Promise<void>((resolve, reject) => out.write(pdf, (e) => (e ? reject(e) : resolve())));
            return figured.reduce((n, p) => n + p.charts.length, 0);
          },
        };
      return {
        title: dashboard.title,
        extension: 'xlsx',
        contentType: CONTENT_TYPES.xlsx,
        write: (out) => writePageReport(out, figured, params.cellType, lang),
      };
    }
    const surveys = await reportableSurveys(deps, task.userId, surveyCodesOf(pages.flatMap((p) => p.charts)));
    return {
      title: dashboard.title,
      extension: 'xlsx',
      contentType: CONTENT_TYPES.xlsx,
      write: async (out) => {
        const book = streamingWorkbook(out);
        const names = sheetNames(surveys.map((s) => s.title));
        let rows = 0;
        for (const [i, survey] of surveys.entries()) {
          const result = await exportRawData(
            deps,
            survey.id,
            {
              fileType: 'xlsx',
              dataFormat: params.dataFormat,
              dataType: 'code',
              includePartial: false,
              includeInvalid: false,
              filterId: params.filter?.surveyId === survey.id ? params.filter.id : null,
              userId: task.userId,
            },
            out,
            { sink: book.sheet(names[i]!) },
          );
          rows += result.rows;
        }
        // A workbook needs a sheet: pages that read no survey give an empty one.
        if (surveys.length === 0) await book.sheet('data').finish();
        await book.finish();
        return rows;
      },
    };
  });
}
