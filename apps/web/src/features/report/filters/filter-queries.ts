import type { FilterSaveBody } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchFilters,
  fetchReportNodes,
  removeFilter,
  saveFilter,
  selectFilter,
} from '../../../api/endpoints/report-board.ts';
import { invalidateReports, reportKey } from '../board/board-queries.ts';

/** Filters and the questions they may test live under the report key too (refreshed with it). */
const filtersKey = (surveyCode: string) => ['report-filters', surveyCode] as const;

export function useFilters(surveyCode: string) {
  return useQuery({ queryKey: filtersKey(surveyCode), queryFn: () => fetchFilters(surveyCode) });
}

export function useReportNodes(surveyCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...reportKey(surveyCode), 'nodes'],
    queryFn: () => fetchReportNodes(surveyCode),
    enabled,
  });
}

/**
 * Changes to filters. Selecting, unselecting, saving (which selects) and deleting all change what
 * every report screen shows: the filter list and every `['report', code]` query are refreshed.
 */
export function useFilterActions(surveyCode: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: filtersKey(surveyCode) }),
      invalidateReports(client, surveyCode),
    ]);
  };
  const select = useMutation({
    mutationFn: (id: number | null) => selectFilter(surveyCode, id),
    onSuccess: refresh,
  });
  const save = useMutation({ mutationFn: (body: FilterSaveBody) => saveFilter(body), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (id: number) => removeFilter(surveyCode, id),
    onSuccess: refresh,
  });
  return { select, save, remove };
}
