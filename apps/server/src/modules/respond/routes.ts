import {
  ZEnvelope,
  ZRespondOpen,
  ZRespondOpenBody,
  ZRespondReceipt,
  ZRespondSaveBody,
  ZRespondSaved,
  ZRespondSubmitBody,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { plainJsonAnswer } from '../../http/plain-json.ts';
import { openSurvey } from './open-survey.ts';
import { savePartial } from './save-partial.ts';
import { submitResponse } from './submit-response.ts';
import { visitorOf } from './visitor.ts';

/**
 * The respondent's public calls (prefix /api/respond). No login and no request signature: a
 * respondent has no account and the page's code is public, so a signature would prove nothing.
 * Every rule is enforced here instead (gate.ts), and submit re-checks the answers.
 */
export async function respondRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['respond'];
  const config = { signed: false, authenticated: false };
  // Answers are built by this module's typed code (receipts, the published document core built),
  // so checking them against the schema again only costs time on the busiest calls.
  const answer = plainJsonAnswer;

  r.post(
    '/v1/open',
    {
      config,
      ...answer,
      schema: {
        summary: 'Open a survey: its access state, and the published document when open',
        description:
          'States: open, password, invite (error: the typed one was wrong), not_found, no_questions, not_started, ended, closed (closeTip), completed (frequency limits; at = next allowed), full (response cap or free edition cap). Messages in the survey language. Sets the device cookie.',
        tags,
        body: ZRespondOpenBody,
        response: { 200: ZEnvelope(ZRespondOpen) },
      },
    },
    async (request, reply) =>
      ok(await openSurvey(deps, request.body, visitorOf(request, reply)), request.lang),
  );

  r.post(
    '/v1/save',
    {
      config,
      ...answer,
      schema: {
        summary: 'Save a partial response at a page turn (same responseId until submit)',
        description:
          'A0310 with the access state in data when the survey does not take answers for this visitor. A save after the response was submitted is acknowledged and changes nothing.',
        tags,
        body: ZRespondSaveBody,
        response: { 200: ZEnvelope(ZRespondSaved) },
      },
    },
    async (request, reply) =>
      ok(
        await savePartial(deps, request.body, visitorOf(request, reply), request.headers['user-agent']),
        request.lang,
      ),
  );

  r.post(
    '/v1/submit',
    {
      config,
      ...answer,
      schema: {
        summary: 'Submit a response (idempotent by responseId); answers the receipt',
        description:
          'Same id and answers: the original receipt. Same id, other answers after completion: A0311 (send again under a new id). A0310 with the access state in data. A0400 naming the answer keys a real page could not have sent (data.problems).',
        tags,
        body: ZRespondSubmitBody,
        response: { 200: ZEnvelope(ZRespondReceipt) },
      },
    },
    async (request, reply) =>
      ok(
        await submitResponse(deps, request.body, visitorOf(request, reply), request.headers['user-agent']),
        request.lang,
      ),
  );
}
