import {
  type CallInput,
  type ChartSaved,
  type ChartSpecInput,
  type CrossNodes,
  type DashboardPage,
  type DashboardSaved,
  dashboardChartApi,
  dashboardPageApi,
  dashboardPublicApi,
  type GridItem,
  type NormTable,
  type PageDetail,
  type PageDetailBody,
  type PublicDashboard,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/**
 * A dashboard's pages and charts (contract dashboard/page-calls.ts) and the public link
 * (public-calls.ts). Every edit carries the dashboard's version (x-node-v) and answers the new one
 * in `saved`; A0120 (someone else changed it) is the caller's to handle (use-dashboard-edit.ts).
 */

/** Codes an edit's caller shows itself. */
export const EDIT_CODES = ['A0120', 'A0340', 'A0343', 'A0320', 'A5204'] as const;
const edit = (version: number) => ({ version, handles: EDIT_CODES });

export type PageSaved = { page: DashboardPage; saved: DashboardSaved };

export function fetchPages(code: string): Promise<DashboardPage[]> {
  return api.call(dashboardPageApi.list, { code });
}

export function upsertPage(
  body: CallInput<typeof dashboardPageApi.upsert>,
  version: number,
): Promise<PageSaved> {
  return api.call(dashboardPageApi.upsert, body, edit(version));
}

export function copyPage(id: number, version: number): Promise<PageSaved> {
  return api.call(dashboardPageApi.copy, { id }, edit(version));
}

export function removePage(id: number, version: number): Promise<{ saved: DashboardSaved }> {
  return api.call(dashboardPageApi.remove, { id }, edit(version));
}

export function sortPages(code: string, ids: number[], version: number): Promise<{ saved: DashboardSaved }> {
  return api.call(dashboardPageApi.sort, { code, ids }, edit(version));
}

/** Edit mode is not a change of the dashboard: no version. */
export function setPageEdit(pageId: number, editing: boolean): Promise<null> {
  return api.call(dashboardPageApi.edit, { pageId, edit: editing });
}

/** The figures of a page; the call may take up to 300 s and is cancelled by `signal`. */
export function fetchPageDetail(body: PageDetailBody, signal?: AbortSignal): Promise<PageDetail> {
  return api.call(dashboardPageApi.detail, body, signal ? { signal } : {});
}

export function createChart(pageId: number, chart: ChartSpecInput, version: number): Promise<ChartSaved> {
  return api.call(dashboardChartApi.create, { pageId, chart }, edit(version));
}

export function updateChart(id: number, chart: ChartSpecInput, version: number): Promise<ChartSaved> {
  return api.call(dashboardChartApi.update, { ...chart, id }, edit(version));
}

export function copyChart(id: number, version: number, pageId?: number): Promise<ChartSaved> {
  return api.call(dashboardChartApi.copy, pageId ? { id, pageId } : { id }, edit(version));
}

export function removeChart(id: number, version: number): Promise<{ saved: DashboardSaved }> {
  return api.call(dashboardChartApi.remove, { id }, edit(version));
}

export function saveLayout(
  pageId: number,
  items: { id: number; layout: GridItem }[],
  version: number,
): Promise<{ saved: DashboardSaved }> {
  return api.call(dashboardChartApi.layout, { pageId, items }, edit(version));
}

export function fetchCrossNodes(surveyCodes: string[]): Promise<CrossNodes> {
  return api.call(dashboardChartApi.crossNodes, { surveyCodes });
}

export function fetchSourceSurveys(keyword?: string) {
  return api.call(dashboardPublicApi.sources, keyword ? { keyword } : {});
}

/** A norm table read from an xlsx; A0342 (a row it cannot use) and the upload codes are shown beside the upload. */
export function uploadNorm(file: File): Promise<NormTable> {
  return api.call(
    dashboardPublicApi.norm,
    {},
    {
      form: toFormData([{ name: 'file', file, fileName: file.name }]),
      handles: ['A0342', 'A0107', 'A0108', 'A0110', 'A0112'],
    },
  );
}

/** The public link: no session needed (A0344 a closed or unknown link is the page's to show). */
export function fetchPublicDashboard(token: string): Promise<PublicDashboard> {
  return api.call(dashboardPublicApi.info, { token }, { handles: ['A0344'] });
}

export function fetchPublicPageDetail(
  body: PageDetailBody & { token: string },
  signal?: AbortSignal,
): Promise<PageDetail> {
  return api.call(dashboardPublicApi.detail, body, {
    handles: ['A0344', 'A0404'],
    ...(signal ? { signal } : {}),
  });
}
