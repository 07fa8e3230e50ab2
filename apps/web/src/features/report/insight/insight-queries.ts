import type { InsightParagraphBody } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchInsight,
  type InsightRequest,
  saveInsightParagraph,
} from '../../../api/endpoints/report-insight.ts';
import { reportKey } from '../board/board-queries.ts';

/** Under the report prefix, so selecting a filter or changing the weighting refetches it. */
const insightKey = (surveyCode: string) => [...reportKey(surveyCode), 'insight'] as const;

export function useInsight(query: InsightRequest) {
  return useQuery({
    queryKey: [...insightKey(query.surveyCode), query],
    queryFn: () => fetchInsight(query),
    enabled: query.surveyCode !== '',
    placeholderData: keepPreviousData,
  });
}

/** Hide, show, rewrite or reset a paragraph; the report is read again to show the result. */
export function useParagraphSave(surveyCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<InsightParagraphBody, 'surveyCode'>) =>
      saveInsightParagraph({ ...body, surveyCode } as InsightParagraphBody),
    onSuccess: () => client.invalidateQueries({ queryKey: insightKey(surveyCode) }),
  });
}
