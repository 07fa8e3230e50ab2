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
  ZEnvelope,
} from '@cairn/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { applyCleaning } from './cleaning-apply.ts';
import { previewCleaning } from './cleaning-preview.ts';
import { listCleaningRuns } from './cleaning-runs.ts';
import { undoCleaning } from './cleaning-undo.ts';

/** Data cleaning under /api/report/v1/cleaning: preview, apply, the log and undo. All need the report right (A4000). */
export const cleaningRoutes: RoutesPlugin = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['report'];

  r.post(
    '/v1/cleaning/preview',
    {
      schema: {
        summary:
          'Which complete responses the cleaning rules match: counts per rule and the first matches with why',
        description: 'Report right (A4000). Rules combine with and/or; at least one rule (A0400).',
        tags,
        body: ZCleaningPreviewBody,
        response: { 200: ZEnvelope(ZCleaningPreview) },
      },
    },
    async (request) => ok(await previewCleaning(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/cleaning/apply',
    {
      schema: {
        summary: 'Mark the complete responses the rules match invalid, in one step, and log the run',
        description:
          'Report right (A4000). The rules are evaluated again; the run keeps each previous status for undo.',
        tags,
        body: ZCleaningBody,
        response: { 200: ZEnvelope(ZCleaningApplied) },
      },
    },
    async (request) => ok(await applyCleaning(deps, callerOf(request), request.body), request.lang),
  );

  r.get(
    '/v1/cleaning/runs',
    {
      schema: {
        summary: 'The cleaning log of a survey, newest first',
        tags,
        querystring: ZCleaningRunsQuery,
        response: { 200: ZEnvelope(z.array(ZCleaningRun)) },
      },
    },
    async (request) =>
      ok(await listCleaningRuns(deps, callerOf(request), request.query.surveyCode), request.lang),
  );

  r.post(
    '/v1/cleaning/undo/:runId',
    {
      schema: {
        summary: 'Undo a cleaning run: its responses still invalid get their previous status back; logged',
        description: 'Report right (A4000). A0404 for a run not of this survey; A0400 when already undone.',
        tags,
        params: ZCleaningUndoParams,
        body: ZCleaningUndoBody,
        response: { 200: ZEnvelope(ZCleaningUndone) },
      },
    },
    async (request) =>
      ok(
        await undoCleaning(deps, callerOf(request), request.body.surveyCode, request.params.runId),
        request.lang,
      ),
  );
};
