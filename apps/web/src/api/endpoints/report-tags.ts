import {
  type CallInput,
  type DownloadTask,
  type Tag,
  type TagAnswerPage,
  type TagAssignBody,
  type TagColumnList,
  type TagCreateBody,
  type TagExportBody,
  type TagStats,
  type TagStatsBody,
  type TagUpdateBody,
  tagsApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/**
 * Tag analysis calls (contract report/tag-calls.ts). A0403 (a free account) is the page's to show
 * as the upgrade prompt; A0201 (a name in use) the editor's to show beside the name.
 */

export function fetchTagColumns(surveyCode: string): Promise<TagColumnList> {
  return api.call(tagsApi.columns, { surveyCode }, { handles: ['A0403'] });
}

export function fetchTags(surveyCode: string, columnKey: string): Promise<Tag[]> {
  return api.call(tagsApi.list, { surveyCode, columnKey });
}

export function createTag(body: TagCreateBody): Promise<Tag> {
  return api.call(tagsApi.create, body, { handles: ['A0201'] });
}

export function updateTag(body: TagUpdateBody): Promise<Tag> {
  return api.call(tagsApi.update, body, { handles: ['A0201'] });
}

export function removeTag(surveyCode: string, id: number): Promise<Tag> {
  return api.call(tagsApi.remove, { surveyCode, id });
}

export function restoreTag(surveyCode: string, id: number): Promise<Tag> {
  return api.call(tagsApi.restore, { surveyCode, id });
}

export function assignTag(body: TagAssignBody): Promise<{ changed: number }> {
  return api.call(tagsApi.assign, body);
}

export function applyTagRules(surveyCode: string, columnKey: string) {
  return api.call(tagsApi.apply, { surveyCode, columnKey });
}

export function fetchTagStats(body: TagStatsBody): Promise<TagStats> {
  return api.call(tagsApi.stats, body);
}

export function fetchTagAnswers(query: CallInput<typeof tagsApi.answers>): Promise<TagAnswerPage> {
  return api.call(tagsApi.answers, query);
}

export function exportTags(body: TagExportBody): Promise<DownloadTask> {
  return api.call(tagsApi.exportTags, body);
}
