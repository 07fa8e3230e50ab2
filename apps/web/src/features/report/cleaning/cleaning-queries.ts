import type { CleaningBody } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCleaning,
  listCleaningRuns,
  previewCleaning,
  undoCleaning,
} from '../../../api/endpoints/report-cleaning.ts';

export const cleaningKeys = {
  runs: (code: string) => ['report', code, 'cleaning', 'runs'] as const,
};

export const useCleaningRuns = (code: string) =>
  useQuery({ queryKey: cleaningKeys.runs(code), queryFn: () => listCleaningRuns(code) });

export const usePreviewCleaning = () => useMutation({ mutationFn: previewCleaning });

/** Apply and undo change response statuses: the log and every report query of the survey refresh. */
function useChange<V, R>(code: string, mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['report', code] }),
  });
}

export const useApplyCleaning = (code: string) =>
  useChange(code, (body: CleaningBody) => applyCleaning(body));
export const useUndoCleaning = (code: string) =>
  useChange(code, (runId: number) => undoCleaning(code, runId));
