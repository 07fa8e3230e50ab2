import {
  dashboardApi,
  dashboardChartApi,
  dashboardFoldersApi,
  dashboardPageApi,
  dashboardPublicApi,
} from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { editVersionOf } from '../design/run-design-edit.ts';
import {
  copyChart,
  createChart,
  layoutCharts,
  removeChart,
  sortChartOptions,
  updateChart,
} from './chart-calls.ts';
import { copyDashboard, createDashboard } from './create-dashboard.ts';
import {
  createDashboardFolder,
  listDashboardFolders,
  removeDashboardFolder,
  renameDashboardFolder,
} from './dashboard-folders.ts';
import { dashboardBase, dashboardInfo } from './dashboard-info.ts';
import { listDashboardShares, removeDashboardShare, saveDashboardShare } from './dashboard-shares.ts';
import { launchDashboard, publicDashboardInfo, revokeDashboard } from './launch-dashboard.ts';
import { listDashboards } from './list-dashboards.ts';
import {
  clearDashboard,
  handoverDashboard,
  moveDashboards,
  recycleDashboard,
  renameDashboard,
  restoreDashboard,
  starDashboard,
} from './manage-dashboard.ts';
import { copyPage, listPages, removePage, setPageEdit, sortPages, upsertPage } from './page-calls.ts';
import { withVersionHeader } from './run-dashboard-edit.ts';

/**
 * Dashboards, their pages and charts, and the public link's info (contract dashboard/*), under
 * /api/report. Page figures (page/detail, public/detail), cross nodes, sources and norms are
 * served by the figures module.
 */
export const dashboardRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, dashboardApi, {
    list: async ({ body, user }) => listDashboards(deps.db, user, body),
    create: async ({ body, user, lang }) => createDashboard(deps, user, body, lang),
    get: async ({ params, user }) => dashboardInfo(deps, user, params.code),
    base: async ({ params, user }) => dashboardBase(deps, user, params.code),
    rename: async ({ body, user, request, reply }) => {
      const { base, version } = await renameDashboard(deps, user, body, editVersionOf(request.headers));
      reply.header('x-node-v', String(version));
      return base;
    },
    copy: async ({ body, user, lang }) => copyDashboard(deps, user, body.code, lang),
    star: async ({ body, user }) => starDashboard(deps, user, body.code, body.star),
    move: async ({ body, user }) => {
      await moveDashboards(deps, user, body.codes, body.folderId);
      return null;
    },
    remove: async ({ params, user }) => {
      await recycleDashboard(deps, user, params.code);
      return null;
    },
    recovery: async ({ params, user }) => {
      await restoreDashboard(deps, user, params.code);
      return null;
    },
    clear: async ({ params, user }) => {
      await clearDashboard(deps, user, params.code);
      return null;
    },
    handover: async ({ body, user }) => {
      await handoverDashboard(deps, user, body.code, body.target);
      return null;
    },
    shareList: async ({ query, user }) => listDashboardShares(deps, user, query.code),
    shareSave: async ({ body, user }) => saveDashboardShare(deps, user, body),
    shareRemove: async ({ body, user }) => {
      await removeDashboardShare(deps, user, body.code, body.userId);
      return null;
    },
    launch: async ({ body, user }) => launchDashboard(deps, user, body.code),
    revoke: async ({ body, user }) => revokeDashboard(deps, user, body.code),
  });

  const { detail: _detail, ...pageCalls } = dashboardPageApi;
  serve(app, pageCalls, {
    list: async ({ query, user }) => listPages(deps, user, query.code),
    upsert: async ({ body, user, request, reply }) =>
      withVersionHeader(reply, await upsertPage(deps, user, body, editVersionOf(request.headers))),
    copy: async ({ body, user, lang, request, reply }) =>
      withVersionHeader(reply, await copyPage(deps, user, body.id, lang, editVersionOf(request.headers))),
    remove: async ({ params, user, request, reply }) =>
      withVersionHeader(reply, await removePage(deps, user, params.id, editVersionOf(request.headers))),
    sort: async ({ body, user, request, reply }) =>
      withVersionHeader(reply, await sortPages(deps, user, body, editVersionOf(request.headers))),
    edit: async ({ body, user }) => {
      await setPageEdit(deps, user, body.pageId, body.edit);
      return null;
    },
  });

  const { crossNodes: _crossNodes, ...chartCalls } = dashboardChartApi;
  serve(app, chartCalls, {
    create: async ({ body, user, lang, request, reply }) =>
      withVersionHeader(reply, await createChart(deps, user, body, lang, editVersionOf(request.headers))),
    update: async ({ body, user, lang, request, reply }) =>
      withVersionHeader(reply, await updateChart(deps, user, body, lang, editVersionOf(request.headers))),
    copy: async ({ body, user, request, reply }) =>
      withVersionHeader(reply, await copyChart(deps, user, body, editVersionOf(request.headers))),
    remove: async ({ params, user, request, reply }) =>
      withVersionHeader(reply, await removeChart(deps, user, params.id, editVersionOf(request.headers))),
    layout: async ({ body, user, request, reply }) =>
      withVersionHeader(reply, await layoutCharts(deps, user, body, editVersionOf(request.headers))),
    sortOptions: async ({ body, user, request, reply }) =>
      withVersionHeader(reply, await sortChartOptions(deps, user, body, editVersionOf(request.headers))),
  });

  serve(
    app,
    { info: dashboardPublicApi.info },
    { info: async ({ query }) => publicDashboardInfo(deps.db, query.token) },
  );
};

/** The caller's dashboard folders (contract dashboardFoldersApi), under /api/designer. */
export const dashboardFolderRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, dashboardFoldersApi, {
    list: async ({ user }) => listDashboardFolders(deps.db, user.userId),
    create: async ({ body, user }) => createDashboardFolder(deps, user.userId, body.name),
    rename: async ({ body, user }) => {
      await renameDashboardFolder(deps.db, user.userId, body.id, body.name);
      return null;
    },
    remove: async ({ params, user }) => {
      await removeDashboardFolder(deps.db, user.userId, params.id);
      return null;
    },
  });
};
