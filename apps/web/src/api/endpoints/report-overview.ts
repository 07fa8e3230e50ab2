import { type QuotaStats, type ReportOverview, reportOverviewApi, type SourceStats } from '@cairn/contract';
import { api } from '../client.ts';

/** The report overview screens' calls: overview figures, quota and source statistics. */

/** `jd`: the retail-partner overview's paths (/v1/jd/overview, /v1/jd/quota), the same answers. */
export type OverviewVia = 'report' | 'jd';

export function fetchReportOverview(
  surveyCode: string,
  via: OverviewVia = 'report',
): Promise<ReportOverview> {
  return api.call(via === 'jd' ? reportOverviewApi.overviewJd : reportOverviewApi.overview, { surveyCode });
}

export function fetchQuotaStats(surveyCode: string, via: OverviewVia = 'report'): Promise<QuotaStats> {
  return api.call(via === 'jd' ? reportOverviewApi.quotaJd : reportOverviewApi.quota, { surveyCode });
}

export function fetchSourceStats(surveyCode: string): Promise<SourceStats> {
  return api.call(reportOverviewApi.sources, { surveyCode });
}
