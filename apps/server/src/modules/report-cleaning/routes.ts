import { reportCleaningApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { applyCleaning } from './cleaning-apply.ts';
import { previewCleaning } from './cleaning-preview.ts';
import { listCleaningRuns } from './cleaning-runs.ts';
import { undoCleaning } from './cleaning-undo.ts';

/** Data cleaning (contract report/cleaning-calls.ts): preview, apply, the log and undo. */
export const cleaningRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, reportCleaningApi, {
    preview: async ({ body, user }) => previewCleaning(deps, user, body),
    apply: async ({ body, user }) => applyCleaning(deps, user, body),
    runs: async ({ query, user }) => listCleaningRuns(deps, user, query.surveyCode),
    undo: async ({ params, body, user }) => undoCleaning(deps, user, body.surveyCode, params.runId),
  });
};
