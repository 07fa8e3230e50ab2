import { type ReportSurveyQuery, reportOverviewApi } from '@cairn/contract';
import { type Caller, serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getOverview } from './get-overview.ts';
import { getQuotaStats } from './get-quota-stats.ts';
import { getSourceStats } from './get-source-stats.ts';

/**
 * The report overview calls (contract report/overview-calls.ts): overview figures and quota
 * statistics under each of the spec's names, source statistics beside them.
 */
export const reportOverviewRoutes: RoutesPlugin = async (app, { deps }) => {
  // One handler for each of a call's names.
  type Call = { query: ReportSurveyQuery; user: Caller };
  const overview = async ({ query, user }: Call) => getOverview(deps, user, query.surveyCode);
  const quota = async ({ query, user }: Call) => getQuotaStats(deps, user, query.surveyCode);
  serve(app, reportOverviewApi, {
    overview,
    overviewJd: overview,
    overviewShort: overview,
    quota,
    quotaJd: quota,
    sources: async ({ query, user }) => getSourceStats(deps, user, query.surveyCode),
  });
};
