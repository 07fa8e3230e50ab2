import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCodingReport,
  fetchCodeFrame,
  fetchCodingColumns,
  fetchCodingReport,
  fetchCodingReports,
  fetchCodingResponses,
  fetchCodingStat,
  fetchRecommended,
  fetchRefSurveys,
  removeCodingReport,
} from '../../../api/endpoints/report-coding.ts';
import { reportKey } from '../board/board-queries.ts';

/** Coding queries, under the report prefix so a filter or weighting change refetches them. */
export const codingKey = (surveyCode: string) => [...reportKey(surveyCode), 'coding'] as const;
export const codingReportKey = (surveyCode: string, reportId: number) =>
  [...codingKey(surveyCode), 'report', reportId] as const;

export function useCodingReports(surveyCode: string) {
  return useQuery({
    queryKey: [...codingKey(surveyCode), 'list'],
    queryFn: () => fetchCodingReports({ surveyCode }),
    enabled: surveyCode !== '',
  });
}

export function useCodingColumns(surveyCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...codingKey(surveyCode), 'columns'],
    queryFn: () => fetchCodingColumns({ surveyCode }),
    enabled: enabled && surveyCode !== '',
  });
}

export function useCodingReportActions(surveyCode: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: codingKey(surveyCode) });
  const create = useMutation({
    mutationFn: (input: { columnKey: string; name?: string }) => createCodingReport({ surveyCode, ...input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeCodingReport({ surveyCode, id }),
    onSuccess: refresh,
  });
  return { create, remove };
}

export function useCodingReport(surveyCode: string, reportId: number) {
  return useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'head'],
    queryFn: () => fetchCodingReport({ surveyCode, id: reportId }),
  });
}

export function useCodeFrame(surveyCode: string, reportId: number, withRemoved = false) {
  return useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'nets', withRemoved],
    queryFn: () => fetchCodeFrame({ surveyCode, reportId, withRemoved }),
  });
}

export interface AnswerSearch {
  filterTitle: string;
  answerType: 0 | 1 | 2 | 3;
  filterType: 0 | 1;
  netId: number | undefined;
  page: number;
  pageSize: number;
}
export const FIRST_SEARCH: AnswerSearch = {
  filterTitle: '',
  answerType: 0,
  filterType: 0,
  netId: undefined,
  page: 1,
  pageSize: 20,
};

export function useCodingAnswers(surveyCode: string, reportId: number, search: AnswerSearch) {
  return useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'responses', search],
    queryFn: () =>
      fetchCodingResponses({
        surveyCode,
        reportId,
        ...search,
        filterTitle: search.filterTitle.trim() || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecommended(surveyCode: string, reportId: number, k: number) {
  return useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'recommended', k],
    queryFn: () => fetchRecommended({ surveyCode, reportId, k }),
  });
}

export function useCodingStat(surveyCode: string, reportId: number, weighted: boolean) {
  return useQuery({
    queryKey: [...codingReportKey(surveyCode, reportId), 'stat', weighted],
    queryFn: () => fetchCodingStat({ surveyCode, reportId, weighted }),
    placeholderData: keepPreviousData,
  });
}

export function useRefSurveys(surveyCode: string, enabled: boolean) {
  return useQuery({
    queryKey: [...codingKey(surveyCode), 'ref-surveys'],
    queryFn: () => fetchRefSurveys({ surveyCode }),
    enabled,
  });
}

/** After any change to a report's frame or hits: everything of that report, and the list's counts. */
export function useRefreshCoding(surveyCode: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: codingKey(surveyCode) });
}
