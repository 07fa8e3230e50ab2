import { reportCleaningApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { settleAfterCleaning } from '../envelopes/claim-and-review.ts';
import { findSurveyByCode } from '../projects/survey-repo.ts';
import { applyCleaning } from './cleaning-apply.ts';
import { previewCleaning } from './cleaning-preview.ts';
import { listCleaningRuns } from './cleaning-runs.ts';
import { undoCleaning } from './cleaning-undo.ts';

/** Data cleaning (contract report/cleaning-calls.ts): preview, apply, the log and undo. */
export const cleaningRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, reportCleaningApi, {
    preview: async ({ body, user }) => previewCleaning(deps, user, body),
    apply: async ({ body, user }) => {
      const applied = await applyCleaning(deps, user, body);
      // Envelopes in review mode auto wait for this verdict (envelopes/claim-and-review.ts).
      const survey = await findSurveyByCode(deps.db, body.surveyCode);
      if (survey) await settleAfterCleaning(deps, survey.id, deps.now());
      return applied;
    },
    runs: async ({ query, user }) => listCleaningRuns(deps, user, query.surveyCode),
    undo: async ({ params, body, user }) => undoCleaning(deps, user, body.surveyCode, params.runId),
  });
};
