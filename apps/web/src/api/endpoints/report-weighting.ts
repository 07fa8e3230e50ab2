import {
  reportWeightingApi,
  type WeightingDefinition,
  type WeightingReport,
  type WeightingScheme,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Weighting schemes' calls (contract report/weighting-calls.ts). */

export type WeightingOne = WeightingScheme & { report: WeightingReport | null; error: string | null };

export function fetchSchemes(surveyCode: string): Promise<WeightingScheme[]> {
  return api.call(reportWeightingApi.list, { surveyCode });
}

export function fetchScheme(surveyCode: string, id: number): Promise<WeightingOne> {
  return api.call(reportWeightingApi.one, { surveyCode, id });
}

/** Saves a new scheme, or replaces the one `id` names. */
export function saveScheme(
  surveyCode: string,
  id: number | null,
  name: string,
  definition: WeightingDefinition,
): Promise<WeightingScheme> {
  return id === null
    ? api.call(reportWeightingApi.create, { surveyCode, name, definition })
    : api.call(reportWeightingApi.update, { surveyCode, id, name, definition });
}

export function removeScheme(surveyCode: string, id: number): Promise<unknown> {
  return api.call(reportWeightingApi.remove, { surveyCode, id });
}

/** A0321 / A0322 / A0323 (targets the data cannot meet) are the editor's to show beside the grid. */
export function runScheme(surveyCode: string, definition: WeightingDefinition): Promise<WeightingReport> {
  return api.call(
    reportWeightingApi.run,
    { surveyCode, definition },
    { handles: ['A0320', 'A0321', 'A0322', 'A0323'] },
  );
}

export function activateScheme(surveyCode: string, id: number | null): Promise<{ id: number | null }> {
  return api.call(reportWeightingApi.activate, { surveyCode, id }, { handles: ['A0321', 'A0322', 'A0323'] });
}
