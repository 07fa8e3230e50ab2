import { respondApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { checkInterview, tieInterview } from '../discussion/interview-respond.ts';
import { openSurvey } from './open-survey.ts';
import { savePartial } from './save-partial.ts';
import { submitResponse } from './submit-response.ts';
import { loadSurveyTarget } from './survey-target.ts';
import { visitorOf } from './visitor.ts';

/**
 * The respondent's public calls (contract respond/respond-calls.ts; prefix /api/respond). No login
 * and no request signature: every rule is enforced here instead (gate.ts), and submit re-checks
 * the answers. The upload has its own plugin (upload-routes.ts), so only it reads multipart.
 */
export async function respondRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const { open, save, submit } = respondApi;
  serve(
    app,
    { open, save, submit },
    {
      open: async ({ body, request, reply }) => {
        if (!body.interview) return openSurvey(deps, body, visitorOf(request, reply));
        // An interview project opens only in a host's session (discussion/interview-respond.ts).
        await checkInterview(deps, body);
        const target = await loadSurveyTarget(deps.db, body.surveyCode, { interview: true });
        return openSurvey(deps, body, visitorOf(request, reply), target);
      },
      save: async ({ body, request, reply }) => {
        const facts = body.interview ? await checkInterview(deps, body) : null;
        const saved = await savePartial(deps, body, visitorOf(request, reply), request.headers['user-agent']);
        if (facts) await tieInterview(deps, facts, body.responseId, 'saved');
        return saved;
      },
      submit: async ({ body, request, reply }) => {
        const facts = body.interview ? await checkInterview(deps, body) : null;
        const receipt = await submitResponse(
          deps,
          body,
          visitorOf(request, reply),
          request.headers['user-agent'],
        );
        // Done once the response is finished (complete or screened out); a retry changes nothing.
        if (facts) await tieInterview(deps, facts, receipt.responseId, 'done');
        return receipt;
      },
    },
  );
}
