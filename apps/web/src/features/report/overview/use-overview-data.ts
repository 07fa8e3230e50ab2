import { useQuery } from '@tanstack/react-query';
import {
  fetchQuotaStats,
  fetchReportOverview,
  fetchSourceStats,
} from '../../../api/endpoints/report-overview.ts';

/**
 * The overview screens' server state. Figures change as answers arrive, so each visit refetches
 * (staleTime 0) and a window focus refreshes them. Keys start with ['report', code] so selecting a
 * report filter (which narrows these figures on the server) refreshes them.
 */
export function useReportOverview(code: string) {
  return useQuery({
    queryKey: ['report', code, 'overview'],
    queryFn: () => fetchReportOverview(code),
    enabled: code !== '',
  });
}

export function useQuotaStats(code: string) {
  return useQuery({
    queryKey: ['report', code, 'quota'],
    queryFn: () => fetchQuotaStats(code),
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
