import type { AnswerSortKey, AnswerStatus } from '@cairn/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchAnswer,
  fetchAnswerColumns,
  fetchAnswerLog,
  fetchAnswers,
  markAnswers,
  removeAnswers,
} from '../../../api/endpoints/report-answers.ts';

/** Rows fetched per call while scrolling the table. */
export const PAGE_SIZE = 100;

export interface AnswerFilter {
  status: AnswerStatus | 'all';
  search: string;
  sort: AnswerSortKey;
  order: 'asc' | 'desc';
}

const keys = {
  // Under ['report', code]: selecting a report filter (it narrows the list) refreshes it.
  all: (code: string) => ['report', code, 'answers'] as const,
};

export function useAnswerColumns(code: string) {
  return useQuery({ queryKey: [...keys.all(code), 'columns'], queryFn: () => fetchAnswerColumns(code) });
}

/** The table's rows, page after page as it scrolls (infinite loading). */
export function useAnswerRows(code: string, filter: AnswerFilter) {
  return useInfiniteQuery({
    queryKey: [...keys.all(code), 'rows', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      fetchAnswers({
        surveyCode: code,
        page: pageParam,
        pageSize: PAGE_SIZE,
        sort: filter.sort,
        order: filter.order,
        ...(filter.status === 'all' ? {} : { status: [filter.status] }),
        ...(filter.search ? { search: filter.search } : {}),
      }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useAnswerDetail(code: string, id: string | null) {
  return useQuery({
    queryKey: [...keys.all(code), 'detail', id],
    queryFn: () => fetchAnswer(code, id ?? ''),
    enabled: id !== null,
  });
}

export function useAnswerLog(code: string, responseId: string | null) {
  return useQuery({
    queryKey: [...keys.all(code), 'log', responseId],
    queryFn: () => fetchAnswerLog({ surveyCode: code, responseId: responseId ?? '', pageSize: 50 }),
    enabled: responseId !== null,
  });
}

/** Mark and delete; both refresh every list, detail and log of the survey. */
export function useAnswerChanges(code: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(code) });
  const mark = useMutation({
    mutationFn: (input: { ids: string[]; invalid: boolean; reason: string }) =>
      markAnswers({ surveyCode: code, ...input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => removeAnswers({ surveyCode: code, ids }),
    onSuccess: refresh,
  });
  return { mark, remove };
}
