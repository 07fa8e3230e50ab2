import type { WordcloudExportBody, WordcloudKind, WordcloudSettingsBody } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  exportWordcloud,
  fetchFrequencyNodes,
  fetchWordAnswers,
  fetchWordcloud,
  fetchWordcloudSettings,
  saveWordcloudSettings,
  setWordExcluded,
} from '../../../api/endpoints/report-wordcloud.ts';
import { DOWNLOADS_KEY } from '../../../pages/download/download-keys.ts';
import { reportKey } from '../board/board-queries.ts';

/**
 * Word cloud queries, under the report prefix so a filter change refetches them. The settings
 * change what is counted: saving them refetches the clouds and answers too.
 */
const wordcloudKey = (surveyCode: string) => [...reportKey(surveyCode), 'wordcloud'] as const;
const settingsKey = (surveyCode: string) => [...wordcloudKey(surveyCode), 'settings'] as const;

export interface OpenColumn {
  key: string;
  /** Q2, or Q3 · Other for a choice's "please specify" text. */
  label: string;
}

/** The open (text) columns of the published version, in question order. */
export function useOpenColumns(surveyCode: string) {
  return useQuery({
    queryKey: [...wordcloudKey(surveyCode), 'columns'],
    queryFn: async (): Promise<OpenColumn[]> =>
      (await fetchFrequencyNodes(surveyCode)).flatMap((node) => {
        const title = `${node.code} · ${node.title.replace(/<[^>]*>/g, '').trim()}`;
        const open = node.columns.filter((column) => column.kind === 'text');
        // A question's only column is the question; a choice's "please specify" text is named.
        return open.map((column) => ({
          key: column.key,
          label: node.columns.length === 1 ? title : `${title} · ${column.label}`,
        }));
      }),
    enabled: surveyCode !== '',
  });
}

export function useWordcloud(
  surveyCode: string,
  columnKey: string,
  kind: WordcloudKind,
  weighted: boolean,
  limit = 150,
) {
  return useQuery({
    queryKey: [...wordcloudKey(surveyCode), 'cloud', columnKey, kind, weighted, limit],
    queryFn: () => fetchWordcloud({ surveyCode, columnKey, kind, weighted, limit }),
    enabled: surveyCode !== '' && columnKey !== '',
    placeholderData: keepPreviousData,
  });
}

export function useWordAnswers(surveyCode: string, columnKey: string, word: string | null, page: number) {
  return useQuery({
    queryKey: [...wordcloudKey(surveyCode), 'answers', columnKey, word, page],
    queryFn: () => fetchWordAnswers({ surveyCode, columnKey, word: word as string, page, pageSize: 10 }),
    enabled: surveyCode !== '' && columnKey !== '' && word !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWordcloudSettings(surveyCode: string) {
  return useQuery({
    queryKey: settingsKey(surveyCode),
    queryFn: () => fetchWordcloudSettings(surveyCode),
    enabled: surveyCode !== '',
  });
}

export function useWordcloudActions(surveyCode: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: wordcloudKey(surveyCode) });
  const exclude = useMutation({
    mutationFn: ({ word, excluded }: { word: string; excluded: boolean }) =>
      setWordExcluded(surveyCode, word, excluded),
    onSuccess: refresh,
  });
  const save = useMutation({
    mutationFn: (body: Omit<WordcloudSettingsBody, 'surveyCode'>) =>
      saveWordcloudSettings({ surveyCode, ...body }),
    onSuccess: refresh,
  });
  return { exclude, save };
}

export function useWordcloudExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WordcloudExportBody) => exportWordcloud(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
}
