import type { DashboardChart, DashboardInfo } from '@cairn/contract';
import { useQueries } from '@tanstack/react-query';
import { fetchPageDetail } from '../../api/endpoints/dashboard-pages.ts';

/** Every page's charts (from each page's detail), for the data source overview and the Benchmark editor. */
export function useAllCharts(info: DashboardInfo) {
  const results = useQueries({
    queries: info.pages.map((page) => ({
      queryKey: ['dashboards', 'detail', page.id, info.version] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPageDetail({ pageId: page.id }, signal),
      staleTime: 30_000,
    })),
  });
  const charts: DashboardChart[] = results.flatMap((r) => r.data?.charts ?? []);
  return {
    charts,
    details: results.map((r) => r.data),
    loading: results.some((r) => r.isLoading),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
