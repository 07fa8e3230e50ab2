import { type QuotaStats, type ReportOverview, reportOverviewApi, type SourceStats } from '@cairn/contract';
import { api } from '../client.ts';

/** The report overview screens' calls: overview figures, quota and source statistics. */

export function fetchReportOverview(surveyCode: string): Promise<ReportOverview> {
  return api.call(reportOverviewApi.overview, { surveyCode });
}

export function fetchQuotaStats(surveyCode: string): Promise<QuotaStats> {
  return api.call(reportOverviewApi.quota, { surveyCode });
}

export function fetchSourceStats(surveyCode: string): Promise<SourceStats> {
  return api.call(reportOverviewApi.sources, { surveyCode });
}
