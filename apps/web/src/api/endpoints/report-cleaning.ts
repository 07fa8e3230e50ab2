import {
  type CleaningApplied,
  type CleaningBody,
  type CleaningPreview,
  type CleaningPreviewBody,
  type CleaningRun,
  type CleaningUndone,
  reportCleaningApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Data cleaning (contract report/cleaning-calls.ts): preview, apply, the log and undo. */

export function previewCleaning(body: CleaningPreviewBody): Promise<CleaningPreview> {
  return api.call(reportCleaningApi.preview, body);
}

export function applyCleaning(body: CleaningBody): Promise<CleaningApplied> {
  return api.call(reportCleaningApi.apply, body);
}

export function listCleaningRuns(surveyCode: string): Promise<CleaningRun[]> {
  return api.call(reportCleaningApi.runs, { surveyCode });
}

export function undoCleaning(surveyCode: string, runId: number): Promise<CleaningUndone> {
  return api.call(reportCleaningApi.undo, { surveyCode, runId });
}
