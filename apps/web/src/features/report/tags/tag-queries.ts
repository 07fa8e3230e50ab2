import type { TagAssignBody, TagCreateBody, TagExportBody, TagUpdateBody } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyTagRules,
  assignTag,
  createTag,
  exportTags,
  fetchTagAnswers,
  fetchTagColumns,
  fetchTagStats,
  fetchTags,
  removeTag,
  restoreTag,
  updateTag,
} from '../../../api/endpoints/report-tags.ts';
import { DOWNLOADS_KEY } from '../../../pages/download/download-keys.ts';
import { reportKey } from '../board/board-queries.ts';
import { crossVariablesKey } from '../cross/cross-queries.ts';

/** Tag queries, under the report prefix so a filter or weighting change refetches them. */
const tagsKey = (surveyCode: string) => [...reportKey(surveyCode), 'tags'] as const;

export function useTagColumns(surveyCode: string) {
  return useQuery({
    queryKey: [...tagsKey(surveyCode), 'columns'],
    queryFn: () => fetchTagColumns(surveyCode),
    enabled: surveyCode !== '',
    retry: false,
  });
}

export function useTags(surveyCode: string, columnKey: string | null) {
  return useQuery({
    queryKey: [...tagsKey(surveyCode), 'list', columnKey],
    queryFn: () => fetchTags(surveyCode, columnKey!),
    enabled: surveyCode !== '' && columnKey !== null,
  });
}

export function useTagStats(surveyCode: string, columnKey: string | null, weighted: boolean) {
  return useQuery({
    queryKey: [...tagsKey(surveyCode), 'stats', columnKey, weighted],
    queryFn: () => fetchTagStats({ surveyCode, columnKey: columnKey!, weighted }),
    enabled: surveyCode !== '' && columnKey !== null,
    placeholderData: keepPreviousData,
  });
}

export interface AnswerChoice {
  /** A tag's answers; 0: the untagged ones; null: all. */
  tagId: number | null;
  page: number;
  pageSize: number;
}

export function useTagAnswers(surveyCode: string, columnKey: string | null, choice: AnswerChoice) {
  return useQuery({
    queryKey: [...tagsKey(surveyCode), 'answers', columnKey, choice],
    queryFn: () =>
      fetchTagAnswers({
        surveyCode,
        columnKey: columnKey!,
        page: choice.page,
        pageSize: choice.pageSize,
        ...(choice.tagId === 0 ? { untagged: true } : choice.tagId ? { tagId: choice.tagId } : {}),
      }),
    enabled: surveyCode !== '' && columnKey !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the tags, counts and answers, and the cross variables (tags are one). */
export function useTagActions(surveyCode: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tagsKey(surveyCode) }),
      client.invalidateQueries({ queryKey: crossVariablesKey(surveyCode) }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: TagCreateBody) => createTag(body), onSuccess: refresh }),
    update: useMutation({ mutationFn: (body: TagUpdateBody) => updateTag(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => removeTag(surveyCode, id), onSuccess: refresh }),
    restore: useMutation({ mutationFn: (id: number) => restoreTag(surveyCode, id), onSuccess: refresh }),
    assign: useMutation({ mutationFn: (body: TagAssignBody) => assignTag(body), onSuccess: refresh }),
    apply: useMutation({
      mutationFn: (columnKey: string) => applyTagRules(surveyCode, columnKey),
      onSuccess: refresh,
    }),
  };
}

export function useTagExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TagExportBody) => exportTags(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
}
