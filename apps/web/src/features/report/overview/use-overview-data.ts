import { useQuery } from '@tanstack/react-query';
import {
  fetchQuotaStats,
  fetchReportOverview,
  fetchSourceStats,
  type OverviewVia,
} from '../../../api/endpoints/report-overview.ts';

/**
 * The overview screens' server state. Figures change as answers arrive, so each visit refetches
 * (staleTime 0) and a window focus refreshes them. Keys start with ['report', code] so selecting a
 * report filter (which narrows these figures on the server) refreshes them.
 */
export function useReportOverview(code: string, via: OverviewVia = 'report') {
  return useQuery({
    queryKey: ['report', code, 'overview', via],
    queryFn: () => fetchReportOverview(code, via),
    enabled: code !== '',
  });
}

export function useQuotaStats(code: string, via: OverviewVia = 'report') {
  return useQuery({
    queryKey: ['report', code, 'quota', via],
    queryFn: () => fetchQuotaStats(code, via),
    enabled: code !== '',
  });
}

export function useSourceStats(code: string) {
  return useQuery({
    queryKey: ['report', code, 'source'],
    queryFn: () => fetchSourceStats(code),
    enabled: code !== '',
  });
}
