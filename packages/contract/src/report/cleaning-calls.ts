import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZCleaningApplied,
  ZCleaningBody,
  ZCleaningPreview,
  ZCleaningPreviewBody,
  ZCleaningRun,
  ZCleaningRunsQuery,
  ZCleaningUndoBody,
  ZCleaningUndone,
  ZCleaningUndoParams,
} from './cleaning.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;

/** Data cleaning (ours, under /api/report/v1/cleaning): preview, apply, the log and undo. */
export const reportCleaningApi = {
  preview: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cleaning/preview',
    summary:
      'Which complete responses the cleaning rules match: counts per rule and the first matches with why',
    description: 'Rules combine with and/or; at least one rule (A0400).',
    body: ZCleaningPreviewBody,
    answer: ZCleaningPreview,
  }),
  apply: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cleaning/apply',
    summary: 'Mark the complete responses the rules match invalid, in one step, and log the run',
    description: 'The rules are evaluated again; the run keeps each previous status for undo.',
    body: ZCleaningBody,
    answer: ZCleaningApplied,
  }),
  runs: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/cleaning/runs',
    summary: 'The cleaning log of a survey, newest first',
    query: ZCleaningRunsQuery,
    answer: z.array(ZCleaningRun),
  }),
  undo: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cleaning/undo/{runId}',
    summary: 'Undo a cleaning run: its responses still invalid get their previous status back; logged',
    description: 'A0404 for a run not of this survey; A0400 when already undone.',
    errors: ['A0404'],
    params: ZCleaningUndoParams,
    body: ZCleaningUndoBody,
    answer: ZCleaningUndone,
  }),
};
