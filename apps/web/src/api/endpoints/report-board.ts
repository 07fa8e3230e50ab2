import {
  type ChartType,
  type FilterSaveBody,
  type FilterView,
  type FrequencyBoard,
  type QuestionBoard,
  type ReportNode,
  reportBoardApi,
  reportFiltersApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The data board's and the report filters' calls (contract report/board-calls.ts, filter-calls.ts). */

export function fetchBoard(surveyCode: string, weighted = false): Promise<FrequencyBoard> {
  return api.call(reportBoardApi.board, { surveyCode, weighted });
}

/** The questions a filter can use (GET /v1/filters/node). */
export function fetchReportNodes(surveyCode: string): Promise<ReportNode[]> {
  return api.call(reportFiltersApi.nodes, { surveyCode });
}

export function saveChartType(surveyCode: string, nodeId: number, chartType: ChartType): Promise<unknown> {
  return api.call(reportBoardApi.saveSetting, { surveyCode, nodeId, chartType });
}

/** One question with a page of its open answers and file lists, under the selected filter. */
export function fetchQuestionPage(
  surveyCode: string,
  nodeId: number,
  page: number,
  pageSize = 20,
): Promise<QuestionBoard> {
  return api.call(reportBoardApi.item, { surveyCode, nodeId, page, pageSize });
}

export function fetchFilters(surveyCode: string): Promise<FilterView[]> {
  return api.call(reportFiltersApi.list, { surveyCode });
}

/** Saves a new filter, or replaces the one `id` names; A0400 (a condition to fix) is the form's to show. */
export function saveFilter(body: FilterSaveBody): Promise<FilterView> {
  const { id, ...filter } = body;
  return id === undefined
    ? api.call(reportFiltersApi.create, filter, { handles: ['A0400'] })
    : api.call(reportFiltersApi.update, { ...filter, id }, { handles: ['A0400'] });
}

export function removeFilter(surveyCode: string, id: number): Promise<unknown> {
  return api.call(reportFiltersApi.remove, { surveyCode, id });
}

/** A copy of a filter, named "<name> (copy)" in the caller's language. */
export function copyFilter(surveyCode: string, id: number): Promise<FilterView> {
  return api.call(reportFiltersApi.copy, { surveyCode, id });
}

/** Selects a filter for the caller on this survey (every report screen applies it), or none. */
export function selectFilter(surveyCode: string, id: number | null): Promise<{ id: number | null }> {
  return id === null
    ? api.call(reportFiltersApi.unselect, { surveyCode })
    : api.call(reportFiltersApi.select, { surveyCode, id });
}
