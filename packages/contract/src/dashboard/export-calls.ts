import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZExportCellType } from '../report/cross.ts';
import { ZDownloadTask } from '../report/exports.ts';
import { DOWNLOAD_SUBTYPE_PAGE_REPORT } from './constants.ts';
import { ZDashboardCode } from './schemas.ts';

const ZPageIds = z
  .array(z.number().int().positive())
  .max(100)
  .refine((ids) => ids.length > 0, { message: '请选择导出页面 / Choose at least one page to export' });

/**
 * Dashboard exports through the download centre (spec doc 2: add-downloads-task with subType 11,
 * page report: pageIds, exportCellType; or subType 10, raw data: dataFormat, pageIds, filterId,
 * dashboardCode). The survey's own add-task keeps its survey right; this one checks the
 * dashboard's view right and the report right on every survey the chosen pages read.
 */
export const ZDashboardExportBody = z.discriminatedUnion('subType', [
  z.object({
    subType: z.literal(DOWNLOAD_SUBTYPE_PAGE_REPORT),
    dashboardCode: ZDashboardCode,
    pageIds: ZPageIds,
    /** 1 counts, 2 percents, 3 both (a table per chart); pdf draws the charts. */
    exportCellType: ZExportCellType.default(3),
    fileType: z.enum(['xlsx', 'pdf']).default('xlsx'),
  }),
  z.object({
    subType: z.literal(10),
    dashboardCode: ZDashboardCode,
    pageIds: ZPageIds,
    /** As raw data exports: 1 one column per multiple choice, 2 a 0/1 column per option. */
    dataFormat: z.union([z.literal(1), z.literal(2)]).default(2),
    /** A saved filter of each survey is not one id: null keeps every chart's own filter out. */
    filterId: z.number().int().positive().nullable().default(null),
  }),
]);
export type DashboardExportBody = z.input<typeof ZDashboardExportBody>;

export const dashboardExportApi = {
  addTask: endpoint({
    service: 'report',
    access: 'user',
    tags: ['dashboards'],
    method: 'POST',
    path: '/dashboard/downloads/add-task',
    summary: 'Export dashboard pages (subType 11: xlsx tables or PDF charts) or their surveys’ raw data (10)',
    description:
      'Needs the view right on the dashboard (A0404) and the report right on every survey the pages ' +
      'read (A0343). A0341 when no page is chosen (请选择导出页面). The task appears in the download ' +
      'centre; raw data is one xlsx with a sheet per survey. A0403 for the free edition.',
    errors: ['A0403', 'A0404', 'A0341', 'A0343'],
    body: ZDashboardExportBody,
    answer: ZDownloadTask,
  }),
};
