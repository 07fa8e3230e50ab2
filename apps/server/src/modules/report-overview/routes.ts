import { ZEnvelope, ZQuotaStats, ZReportOverview, ZReportSurveyQuery, ZSourceStats } from '@cairn/contract';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getOverview } from './get-overview.ts';
import { getQuotaStats } from './get-quota-stats.ts';
import { getSourceStats } from './get-source-stats.ts';

/**
 * The report overview calls under /api/report (spec doc 2 §7 "report service": GET
 * /v1/overview/overview and /v1/overview/quota; source statistics beside them). Report right
 * (A4000); an unknown survey code is A1100; a malformed one A0400.
 */
export const reportOverviewRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['report'];
  const access = 'Report right (A4000). A1100 for an unknown survey code.';

  // The spec names it /v1/overview/overview; /v1/overview is the same call under the short name.
  for (const path of ['/v1/overview/overview', '/v1/overview']) {
    app.get(
      path,
      {
        schema: {
          summary:
            'Overview figures: status counts, today, trend by day, completion rate, median duration, devices, sources',
          description: `${access} Days are local dates in the survey's time zone. Completion rate = complete / (complete + partial + screened out).`,
          tags,
          querystring: ZReportSurveyQuery,
          response: { 200: ZEnvelope(ZReportOverview) },
        },
      },
      async (request) =>
        ok(await getOverview(deps, callerOf(request), request.query.surveyCode), request.lang),
    );
  }

  app.get(
    '/v1/overview/quota',
    {
      schema: {
        summary: 'Quota statistics: per quota target, completes, percent, remaining, screen-outs',
        description: access,
        tags,
        querystring: ZReportSurveyQuery,
        response: { 200: ZEnvelope(ZQuotaStats) },
      },
    },
    async (request) =>
      ok(await getQuotaStats(deps, callerOf(request), request.query.surveyCode), request.lang),
  );

  app.get(
    '/v1/source',
    {
      schema: {
        summary:
          'Source statistics: per source responses, completes, completion rate, median duration, invalid share',
        description: access,
        tags,
        querystring: ZReportSurveyQuery,
        response: { 200: ZEnvelope(ZSourceStats) },
      },
    },
    async (request) =>
      ok(await getSourceStats(deps, callerOf(request), request.query.surveyCode), request.lang),
  );
};
