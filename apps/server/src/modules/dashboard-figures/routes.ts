import {
  dashboardChartApi,
  dashboardPageApi,
  dashboardPublicApi,
  NORM_UPLOAD_MAX_BYTES,
  type PageFilters,
  type Period,
} from '@cairn/contract';
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { dashboards } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { type PublishedSnapshot, pageOf, readPageCharts } from '../dashboards/chart-rows.ts';
import { loadPageFor, requireEnterprise } from '../dashboards/dashboard-access.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { crossNodes } from './cross-nodes.ts';
import { readNormSheet } from './norm-sheet.ts';
import { computePageDetail } from './page-detail.ts';
import { listSourceSurveys } from './source-list.ts';

interface DetailBody {
  period?: Period | null | undefined;
  filters?: PageFilters | undefined;
  since?: string | undefined;
}

/** The public link's launched page: A0344 unknown, revoked or binned; A0404 a page not launched. */
async function publicPage(deps: AppDeps, token: string, pageId: number) {
  const [dashboard] = await deps.db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.shareToken, token), eq(dashboards.status, 1), isNull(dashboards.deletedAt)));
  if (!dashboard?.published) throw new AppError('A0344');
  const snapshot = dashboard.published as PublishedSnapshot;
  const page = snapshot.pages.find((p) => p.id === pageId);
  if (!page) throw new AppError('A0404', 'no such launched page');
  return { dashboard, page, charts: snapshot.charts.filter((c) => c.pageId === pageId) };
}

/**
 * Dashboard figures under /api/report: a page's figures (and the public link's), the surveys and
 * variables a chart can read, and the norm upload. Other entries of these tables are served by
 * the dashboard calls' plugin.
 */
export const dashboardFigureRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(NORM_UPLOAD_MAX_BYTES)); // encapsulated
  /** The view's overrides and `since`, only when the body names them. */
  const detailInput = (body: DetailBody) => ({
    ...(body.period === undefined ? {} : { period: body.period }),
    ...(body.filters === undefined ? {} : { filters: body.filters }),
    ...(body.since === undefined ? {} : { since: body.since }),
  });
  serve(
    app,
    { detail: dashboardPageApi.detail },
    {
      detail: async ({ body, user, lang }) => {
        const { dashboard, page } = await loadPageFor(deps, user, body.pageId, 'view');
        const record = pageOf(page, 0);
        return computePageDetail(
          { ...deps, viewer: user },
          {
            pageId: page.id,
            page: { period: record.period, filters: record.filters },
            charts: await readPageCharts(deps.db, page.id),
            ...detailInput(body),
            lang,
            dashboardVersion: dashboard.version,
          },
        );
      },
    },
  );
  serve(
    app,
    { detail: dashboardPublicApi.detail, sources: dashboardPublicApi.sources, norm: dashboardPublicApi.norm },
    {
      detail: async ({ body, lang }) => {
        const { dashboard, page, charts } = await publicPage(deps, body.token, body.pageId);
        return computePageDetail(
          { ...deps, viewer: null },
          {
            pageId: page.id,
            page: { period: page.period, filters: page.filters },
            charts,
            ...detailInput(body),
            lang,
            dashboardVersion: dashboard.version,
          },
        );
      },
      sources: async ({ query, user }) => {
        await requireEnterprise(deps, user);
        return listSourceSurveys(deps.db, user.userId, query.keyword);
      },
      norm: async ({ user, request }) => {
        await requireEnterprise(deps, user);
        const upload = await readOneFile(request, {
          tooLarge: () => new AppError('A0110'),
          tooMany: 'send one file',
        });
        if (/\.xls$/i.test(upload.fileName)) throw new AppError('A0112');
        return readNormSheet(upload.bytes, upload.fileName);
      },
    },
  );
  serve(
    app,
    { crossNodes: dashboardChartApi.crossNodes },
    {
      crossNodes: async ({ body, user, lang }) => {
        await requireEnterprise(deps, user);
        return crossNodes(deps, user, body.surveyCodes, lang);
      },
    },
  );
};
