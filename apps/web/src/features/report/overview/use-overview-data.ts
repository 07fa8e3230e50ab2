import { useQuery } from '@tanstack/react-query';
import {
  fetchQuotaStats,
  fetchReportOverview,
  fetchSourceStats,
} from '../../../api/endpoints/report-overview.ts';

/**
 * The overview screens' server state. Figures change as answers arrive, so each visit refetches
 * (staleTime 0) and a window focus refreshes them.
 */
export function useReportOverview(code: string) {
  return useQuery({
    queryKey: ['report-overview', code],
    queryFn: () => fetchReportOverview(code),
    enabled: code !== '',
  });
}

export function useQuotaStats(code: string) {
  return useQuery({
    queryKey: ['report-quota', code],
    queryFn: () => fetchQuotaStats(code),
    enabled: code !== '',
  });
}

export function useSourceStats(code: string) {
  return useQuery({
    queryKey: ['report-source', code],
    queryFn: () => fetchSourceStats(code),
    enabled: code !== '',
  });
}
