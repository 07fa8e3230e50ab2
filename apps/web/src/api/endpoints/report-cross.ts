import {
  type CrossBody,
  type CrossDefinition,
  type CrossExportBody,
  type CrossTable,
  type CrossVariableList,
  type DownloadTask,
  reportCrossApi,
  type SavedCrossTable,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Cross tables' calls (contract report/cross-calls.ts). */

export function fetchCrossVariables(surveyCode: string): Promise<CrossVariableList> {
  return api.call(reportCrossApi.variables, { surveyCode });
}

/** A0320 (a variable the published version lacks) is the screen's to show beside the table. */
export function computeCross(body: CrossBody): Promise<CrossTable> {
  return api.call(reportCrossApi.compute, body, { handles: ['A0320'] });
}

export function fetchSavedTables(surveyCode: string): Promise<SavedCrossTable[]> {
  return api.call(reportCrossApi.list, { surveyCode });
}

export function createSavedTable(
  surveyCode: string,
  name: string,
  definition: CrossDefinition,
): Promise<SavedCrossTable> {
  return api.call(reportCrossApi.create, { surveyCode, name, definition });
}

export function updateSavedTable(
  surveyCode: string,
  id: number,
  name: string,
  definition: CrossDefinition,
): Promise<SavedCrossTable> {
  return api.call(reportCrossApi.update, { surveyCode, id, name, definition });
}

export function removeSavedTable(surveyCode: string, id: number): Promise<unknown> {
  return api.call(reportCrossApi.remove, { surveyCode, id });
}

export function exportCross(body: CrossExportBody): Promise<DownloadTask> {
  return api.call(reportCrossApi.exportTables, body);
}
