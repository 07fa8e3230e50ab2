import { useQuery } from '@tanstack/react-query';
import { fetchCrossNodes, fetchSourceSurveys } from '../../api/endpoints/dashboard-pages.ts';
import { fetchDashboard, fetchDashboardFolders } from '../../api/endpoints/dashboards.ts';
import { fetchFilters } from '../../api/endpoints/report-board.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { useSavedStore } from './saved-store.ts';

/** A dashboard with its pages; its saved state goes to the version store (x-node-v). */
export function useDashboardInfo(code: string) {
  const replace = useSavedStore((s) => s.replace);
  return useQuery({
    queryKey: dashboardKeys.info(code),
    queryFn: async () => {
      const info = await fetchDashboard(code);
      replace(code, {
        version: info.version,
        updateTime: info.updateTime,
        status: info.status,
        relaunch: info.relaunch,
      });
      return info;
    },
  });
}

export function useDashboardFolders() {
  return useQuery({ queryKey: dashboardKeys.folders(), queryFn: fetchDashboardFolders });
}

/** Surveys the caller may chart (report right). */
export function useSourceSurveys(keyword = '') {
  return useQuery({
    queryKey: dashboardKeys.sources(keyword),
    queryFn: () => fetchSourceSurveys(keyword || undefined),
    staleTime: 60_000,
  });
}

/** Variables and open columns of the chosen surveys. */
export function useCrossNodes(surveyCodes: string[]) {
  return useQuery({
    queryKey: dashboardKeys.nodes(surveyCodes),
    queryFn: () => fetchCrossNodes(surveyCodes),
    enabled: surveyCodes.length > 0,
    staleTime: 60_000,
  });
}

/** A survey's saved report filters (the report's filter list). */
export function useSurveyFilters(surveyCode: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.filters(surveyCode ?? ''),
    queryFn: () => fetchFilters(surveyCode ?? ''),
    enabled: Boolean(surveyCode),
    staleTime: 60_000,
  });
}
