import {
  ZEnvelope,
  ZRespondOpen,
  ZRespondOpenBody,
  ZRespondPreviewResult,
  ZRespondSubmitBody,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { previewOpen, previewSubmit } from './preview.ts';

/** Preview of the respondent page (prefix /api/designer): the author's draft, nothing saved. */
export async function respondPreviewRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['respond'];

  r.post(
    '/v1/respond/preview/open',
    {
      schema: {
        summary: 'Preview: the current draft as a document, behind the password and invitation-code prompts',
        description: 'Read right (A0403). Time window, caps and frequency limits are not applied.',
        tags,
        body: ZRespondOpenBody,
        response: { 200: ZEnvelope(ZRespondOpen) },
      },
    },
    async (request) => ok(await previewOpen(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/respond/preview/submit',
    {
      schema: {
        summary: 'Preview submit: the server re-check of the draft; nothing is stored',
        description: 'Read right (A0403). Answers ok, the outcome and the refused answer keys.',
        tags,
        body: ZRespondSubmitBody,
        response: { 200: ZEnvelope(ZRespondPreviewResult) },
      },
    },
    async (request) => ok(await previewSubmit(deps, callerOf(request), request.body), request.lang),
  );
}
