import {
  type CallInput,
  type DownloadTask,
  type ReportNode,
  reportBoardApi,
  type Wordcloud,
  type WordcloudAnswerPage,
  type WordcloudExportBody,
  type WordcloudSettings,
  type WordcloudSettingsBody,
  wordcloudApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The word cloud's calls (contract report/wordcloud-calls.ts). */

/** The published version's questions with their columns (GET /v1/frequency/nodes): open columns are kind 'text'. */
export function fetchFrequencyNodes(surveyCode: string): Promise<ReportNode[]> {
  return api.call(reportBoardApi.nodes, { surveyCode });
}

/** A0404 (the column is no longer an open one of the published version) is the panel's to show. */
export function fetchWordcloud(query: CallInput<typeof wordcloudApi.cloud>): Promise<Wordcloud> {
  return api.call(wordcloudApi.cloud, query, { handles: ['A0404'] });
}

export function fetchWordAnswers(
  query: CallInput<typeof wordcloudApi.answers>,
): Promise<WordcloudAnswerPage> {
  return api.call(wordcloudApi.answers, query, { handles: ['A0404'] });
}

export function fetchWordcloudSettings(surveyCode: string): Promise<WordcloudSettings> {
  return api.call(wordcloudApi.settings, { surveyCode });
}

export function saveWordcloudSettings(body: WordcloudSettingsBody): Promise<WordcloudSettings> {
  return api.call(wordcloudApi.saveSettings, body);
}

export function setWordExcluded(
  surveyCode: string,
  word: string,
  excluded: boolean,
): Promise<WordcloudSettings> {
  return api.call(wordcloudApi.exclude, { surveyCode, word, excluded });
}

export function exportWordcloud(body: WordcloudExportBody): Promise<DownloadTask> {
  return api.call(wordcloudApi.exportCounts, body);
}
