import type { CrossDefinition, CrossExportBody } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  computeCross,
  createSavedTable,
  exportCross,
  fetchCrossVariables,
  fetchSavedTables,
  removeSavedTable,
  updateSavedTable,
} from '../../../api/endpoints/report-cross.ts';
import { DOWNLOADS_KEY } from '../../../pages/download/download-keys.ts';
import { reportKey } from '../board/board-queries.ts';

/** Cross table queries, under the report prefix so a filter or weighting change refetches them. */
export const crossVariablesKey = (surveyCode: string) =>
  [...reportKey(surveyCode), 'cross', 'variables'] as const;
const savedKey = (surveyCode: string) => [...reportKey(surveyCode), 'cross', 'tables'] as const;

export function useCrossVariables(surveyCode: string) {
  return useQuery({
    queryKey: crossVariablesKey(surveyCode),
    queryFn: () => fetchCrossVariables(surveyCode),
    enabled: surveyCode !== '',
  });
}

/** The computed table; the figures on screen stay while a changed setting is computed. */
export function useCrossTable(surveyCode: string, definition: CrossDefinition | null, weighted: boolean) {
  return useQuery({
    queryKey: [...reportKey(surveyCode), 'cross', 'table', definition, weighted],
    queryFn: () => computeCross({ surveyCode, weighted, definition: definition as CrossDefinition }),
    enabled: surveyCode !== '' && definition !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSavedTables(surveyCode: string) {
  return useQuery({
    queryKey: savedKey(surveyCode),
    queryFn: () => fetchSavedTables(surveyCode),
    enabled: surveyCode !== '',
  });
}

export function useSavedTableActions(surveyCode: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: savedKey(surveyCode) });
  const create = useMutation({
    mutationFn: ({ name, definition }: { name: string; definition: CrossDefinition }) =>
      createSavedTable(surveyCode, name, definition),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, name, definition }: { id: number; name: string; definition: CrossDefinition }) =>
      updateSavedTable(surveyCode, id, name, definition),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeSavedTable(surveyCode, id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

export function useCrossExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CrossExportBody) => exportCross(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
}
