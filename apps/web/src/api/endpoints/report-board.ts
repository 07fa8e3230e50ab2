import {
  type ChartType,
  type FilterSaveBody,
  type FilterView,
  type FrequencyBoard,
  type QuestionBoard,
  type ReportNode,
  ZFilterList,
  ZFilterSelected,
  ZFilterView,
  ZFrequencyBoard,
  ZFrequencySetting,
  ZQuestionBoard,
  ZReportNodeList,
} from '@cairn/contract';
import { z } from 'zod';
import { api } from '../client.ts';

/** The data board's and the report filters' calls (/api/report/v1/frequency*, filters*). */
const V1 = '/report/v1';

export function fetchBoard(surveyCode: string, weighted = false): Promise<FrequencyBoard> {
  return api.request({
    method: 'GET',
    path: `${V1}/frequency`,
    query: { surveyCode, weighted: String(weighted) },
    parse: ZFrequencyBoard,
  });
}

export function fetchReportNodes(surveyCode: string): Promise<ReportNode[]> {
  return api.request({
    method: 'GET',
    path: `${V1}/frequency/nodes`,
    query: { surveyCode },
    parse: ZReportNodeList,
  });
}

export function saveChartType(surveyCode: string, nodeId: number, chartType: ChartType): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: `${V1}/frequency/setting`,
    body: { surveyCode, nodeId, chartType },
    parse: ZFrequencySetting,
  });
}

/** One question with a page of its open answers and file lists, under the selected filter. */
export function fetchQuestionPage(
  surveyCode: string,
  nodeId: number,
  page: number,
  pageSize = 20,
): Promise<QuestionBoard> {
  return api.request({
    method: 'POST',
    path: `${V1}/frequency/item`,
    body: { surveyCode, nodeId, page, pageSize },
    parse: ZQuestionBoard,
  });
}

export function fetchFilters(surveyCode: string): Promise<FilterView[]> {
  return api.request({ method: 'GET', path: `${V1}/filters`, query: { surveyCode }, parse: ZFilterList });
}

export function saveFilter(body: FilterSaveBody): Promise<FilterView> {
  return api.request({
    method: 'POST',
    path: `${V1}/filters/save`,
    body,
    parse: ZFilterView,
    handles: ['A0400'],
  });
}

export function removeFilter(surveyCode: string, id: number): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: `${V1}/filters/remove/${id}`,
    body: { surveyCode },
    parse: z.null(),
  });
}

/** Selects a filter for the caller on this survey (every report screen applies it), or none. */
export function selectFilter(surveyCode: string, id: number | null): Promise<{ id: number | null }> {
  return api.request({
    method: 'POST',
    path: `${V1}/filters/select`,
    body: { surveyCode, id },
    parse: ZFilterSelected,
  });
}
