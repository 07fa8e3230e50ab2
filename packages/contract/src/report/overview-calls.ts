import { endpoint } from '../api/endpoint.ts';
import { ZQuotaStats, ZReportOverview, ZReportSurveyQuery, ZSourceStats } from './overview.ts';

const tags = ['report'];
const report = {
  service: 'report',
  access: 'survey:report',
  tags,
  method: 'GET',
  query: ZReportSurveyQuery,
} as const;
const overview = {
  ...report,
  summary:
    'Overview figures: status counts, today, trend by day, completion rate, median duration, devices, sources',
  description:
    "Days are local dates in the survey's time zone. Completion rate = complete / (complete + partial + screened out).",
  answer: ZReportOverview,
} as const;
const quota = {
  ...report,
  summary: 'Quota statistics: per quota target, completes, percent, remaining, screen-outs',
  answer: ZQuotaStats,
} as const;

/**
 * The report overview calls (spec doc 2 §7 "Report service": GET /v1/jd/overview or
 * /v1/overview/overview, GET /v1/jd/quota or /v1/overview/quota; source statistics beside them).
 * An unknown survey code is A1100, a malformed one A0400.
 */
export const reportOverviewApi = {
  overview: endpoint({ ...overview, path: '/v1/overview/overview' }),
  overviewJd: endpoint({ ...overview, path: '/v1/jd/overview' }),
  quota: endpoint({ ...quota, path: '/v1/overview/quota' }),
  quotaJd: endpoint({ ...quota, path: '/v1/jd/quota' }),
  sources: endpoint({
    ...report,
    path: '/v1/source',
    summary:
      'Source statistics: per source responses, completes, completion rate, median duration, invalid share',
    answer: ZSourceStats,
  }),
  /** Our earlier short name of /v1/overview/overview. */
  overviewShort: endpoint({
    ...overview,
    path: '/v1/overview',
    description: `Our earlier name of GET /v1/overview/overview. ${overview.description}`,
    deprecated: true,
  }),
};
