import { respondApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { openSurvey } from './open-survey.ts';
import { savePartial } from './save-partial.ts';
import { submitResponse } from './submit-response.ts';
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
      open: async ({ body, request, reply }) => openSurvey(deps, body, visitorOf(request, reply)),
      save: async ({ body, request, reply }) =>
        savePartial(deps, body, visitorOf(request, reply), request.headers['user-agent']),
      submit: async ({ body, request, reply }) =>
        submitResponse(deps, body, visitorOf(request, reply), request.headers['user-agent']),
    },
  );
}
