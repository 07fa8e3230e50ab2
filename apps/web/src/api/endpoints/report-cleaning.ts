import {
  type CleaningApplied,
  type CleaningBody,
  type CleaningPreview,
  type CleaningPreviewBody,
  type CleaningRun,
  type CleaningUndone,
  ZCleaningApplied,
  ZCleaningPreview,
  ZCleaningRun,
  ZCleaningUndone,
} from '@cairn/contract';
import { z } from 'zod';
import { api } from '../client.ts';

/** Data cleaning (/api/report/v1/cleaning): preview, apply, the log and undo. */
const V1 = '/report/v1/cleaning';

export function previewCleaning(body: CleaningPreviewBody): Promise<CleaningPreview> {
  return api.request({ method: 'POST', path: `${V1}/preview`, body, parse: ZCleaningPreview });
}

export function applyCleaning(body: CleaningBody): Promise<CleaningApplied> {
  return api.request({ method: 'POST', path: `${V1}/apply`, body, parse: ZCleaningApplied });
}

export function listCleaningRuns(surveyCode: string): Promise<CleaningRun[]> {
  return api.request({
    method: 'GET',
    path: `${V1}/runs`,
    query: { surveyCode },
    parse: z.array(ZCleaningRun),
  });
}

export function undoCleaning(surveyCode: string, runId: number): Promise<CleaningUndone> {
  return api.request({
    method: 'POST',
    path: `${V1}/undo/${runId}`,
    body: { surveyCode },
    parse: ZCleaningUndone,
  });
}
