import type { ChartType, FrequencyBoard } from '@cairn/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBoard, fetchQuestionPage, saveChartType } from '../../../api/endpoints/report-board.ts';

/**
 * Every report screen keys its queries `['report', surveyCode, …]`, so choosing a filter
 * (which the server applies to every report call) refreshes them all with one invalidation.
 */
export const reportKey = (surveyCode: string) => ['report', surveyCode] as const;
export const boardKey = (surveyCode: string, weighted: boolean) =>
  [...reportKey(surveyCode), 'board', weighted] as const;

export function invalidateReports(client: QueryClient, surveyCode: string): Promise<void> {
  return client.invalidateQueries({ queryKey: reportKey(surveyCode) });
}

export function useBoard(surveyCode: string, weighted: boolean) {
  return useQuery({
    queryKey: boardKey(surveyCode, weighted),
    queryFn: () => fetchBoard(surveyCode, weighted),
    enabled: surveyCode !== '',
  });
}

/** A later page of a question's open answers or files (frequency/item pages every list part). */
export function useQuestionPage(surveyCode: string, nodeId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...reportKey(surveyCode), 'item', nodeId, page],
    queryFn: () => fetchQuestionPage(surveyCode, nodeId, page),
    enabled,
  });
}

/**
 * Remembers a question's chart type: shown at once (the cached board is edited in place), sent to
 * the server, and put back if the server refuses.
 */
export function useChartType(surveyCode: string, weighted: boolean) {
  const client = useQueryClient();
  const key = boardKey(surveyCode, weighted);
  const setType = (nodeId: number, chartType: ChartType) =>
    client.setQueryData<FrequencyBoard>(key, (board) =>
      board
        ? { ...board, questions: board.questions.map((q) => (q.nodeId === nodeId ? { ...q, chartType } : q)) }
        : board,
    );
  return useMutation({
    mutationFn: ({ nodeId, chartType }: { nodeId: number; chartType: ChartType; previous: ChartType }) =>
      saveChartType(surveyCode, nodeId, chartType),
    onMutate: ({ nodeId, chartType }) => setType(nodeId, chartType),
    onError: (_error, { nodeId, previous }) => setType(nodeId, previous),
  });
}
