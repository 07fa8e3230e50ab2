import {
  type QuotaStats,
  type ReportOverview,
  type SourceStats,
  ZQuotaStats,
  ZReportOverview,
  ZSourceStats,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The report overview screens' calls: overview figures, quota and source statistics. */
const V1 = '/report/v1';

export function fetchReportOverview(surveyCode: string): Promise<ReportOverview> {
  return api.request({
    method: 'GET',
    path: `${V1}/overview/overview`,
    query: { surveyCode },
    parse: ZReportOverview,
  });
}

export function fetchQuotaStats(surveyCode: string): Promise<QuotaStats> {
  return api.request({
    method: 'GET',
    path: `${V1}/overview/quota`,
    query: { surveyCode },
    parse: ZQuotaStats,
  });
}

export function fetchSourceStats(surveyCode: string): Promise<SourceStats> {
  return api.request({ method: 'GET', path: `${V1}/source`, query: { surveyCode }, parse: ZSourceStats });
}
