import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZCrossNodes, ZPageDetail, ZPageDetailBody } from './figures.ts';
import {
  ZChartCopyBody,
  ZChartCreateBody,
  ZChartIdParams,
  ZChartLayoutBody,
  ZChartSaved,
  ZChartSortBody,
  ZChartUpdateBody,
  ZCrossNodesBody,
  ZDashboardPage,
  ZDashboardSavedOnly,
  ZPageCopyBody,
  ZPageEditBody,
  ZPageIdParams,
  ZPageListQuery,
  ZPageSaved,
  ZPageSortBody,
  ZPageUpsertBody,
} from './schemas.ts';

const tags = ['dashboards'];
const dash = { service: 'report', access: 'user', tags } as const;
/** Page and chart edits carry x-node-v (spec doc 2: dashboard requests add it), as survey edits do. */
const EDIT =
  'Needs the edit right (A5202; A0404 a dashboard, page or chart the caller may not see). Carries ' +
  'x-node-v: a stale version is refused with A0120 and the current one, so two editors never ' +
  'overwrite each other. A0403 for the free edition.';
const VIEW = 'Needs the view right (A0404 otherwise). A0403 for the free edition.';

/** Dashboard pages (spec: dashboard/chart/page/...). */
export const dashboardPageApi = {
  list: endpoint({
    ...dash,
    method: 'GET',
    path: '/dashboard/chart/page/list',
    summary: 'A dashboard’s pages in order',
    description: VIEW,
    errors: ['A0403', 'A0404'],
    query: ZPageListQuery,
    answer: z.array(ZDashboardPage),
  }),
  upsert: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/upsert',
    summary: 'Add a page (no id) or change one’s title, period and filters',
    description: `${EDIT} A0400 past 20 pages.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    body: ZPageUpsertBody,
    answer: ZPageSaved,
  }),
  copy: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/copy',
    summary: 'Copy a page with its charts, placed after it',
    description: `${EDIT} A0400 past 20 pages.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    body: ZPageCopyBody,
    answer: ZPageSaved,
  }),
  remove: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/delete/{id}',
    summary: 'Delete a page and its charts (a dashboard keeps at least one page)',
    description: `${EDIT} A5204 the last page.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120', 'A5204'],
    params: ZPageIdParams,
    answer: ZDashboardSavedOnly,
  }),
  sort: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/sort',
    summary: 'Put a dashboard’s pages in a new order (every page id once)',
    description: EDIT,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    body: ZPageSortBody,
    answer: ZDashboardSavedOnly,
  }),
  edit: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/edit',
    summary: 'Turn a page’s edit mode on or off (spec: pageId, edit)',
    description: 'Needs the edit right (A5202). Not a change of the dashboard: no version, no x-node-v.',
    errors: ['A0403', 'A0404', 'A5202'],
    body: ZPageEditBody,
    answer: z.null(),
  }),
  detail: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/page/detail',
    summary: 'A page’s charts and their figures, benchmarks compared',
    description:
      `${VIEW} The client waits up to 300 s and cancels a pending call when it makes a new one. ` +
      'With `since` equal to the current dataVersion the answer is `unchanged` (the live refresh).',
    errors: ['A0403', 'A0404'],
    body: ZPageDetailBody,
    answer: ZPageDetail,
  }),
};

/** Dashboard charts (spec: /report/dashboard/chart/...). */
export const dashboardChartApi = {
  create: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/create',
    summary: 'Add a chart to a page',
    description: `${EDIT} A0340 a full page; A0343 a source survey the caller may not report on; A0320 a variable the survey does not have.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120', 'A0340', 'A0343', 'A0320'],
    body: ZChartCreateBody,
    answer: ZChartSaved,
  }),
  update: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/update',
    summary: 'Replace a chart’s definition (its pagePeriod defaults to null: the page’s period)',
    description: `${EDIT} A0343 a source survey the caller may not report on; A0320 an unknown variable.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120', 'A0343', 'A0320'],
    body: ZChartUpdateBody,
    answer: ZChartSaved,
  }),
  copy: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/copy',
    summary: 'Copy a chart onto its page or another page of the dashboard',
    description: `${EDIT} A0340 a full page.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120', 'A0340'],
    body: ZChartCopyBody,
    answer: ZChartSaved,
  }),
  remove: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/delete/{id}',
    summary: 'Delete a chart',
    description: EDIT,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    params: ZChartIdParams,
    answer: ZDashboardSavedOnly,
  }),
  layout: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/layout',
    summary: 'Save the grid positions and sizes of a page’s charts after a drag or resize',
    description: `${EDIT} Every id must be a chart of the page.`,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    body: ZChartLayoutBody,
    answer: ZDashboardSavedOnly,
  }),
  sortOptions: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/option/sort',
    summary: 'Set the order a chart draws its categories in',
    description: EDIT,
    errors: ['A0403', 'A0404', 'A5202', 'A0120'],
    body: ZChartSortBody,
    answer: ZChartSaved,
  }),
  crossNodes: endpoint({
    ...dash,
    method: 'POST',
    path: '/dashboard/chart/cross/nodes',
    summary: 'What charts can read from these surveys: variables (as cross tables use) and open columns',
    description:
      'A0343 a survey the caller may not report on (A1100 an unknown one). A0403 for the free edition.',
    errors: ['A0403', 'A0343', 'A1100'],
    body: ZCrossNodesBody,
    answer: ZCrossNodes,
  }),
};
