import { respondPreviewApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { previewOpen, previewSubmit } from './preview.ts';

/** Preview of the respondent page (contract `respondPreviewApi`; prefix /api/designer): nothing saved. */
export async function respondPreviewRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  serve(app, respondPreviewApi, {
    open: async ({ body, user }) => previewOpen(deps, user, body),
    submit: async ({ body, user }) => previewSubmit(deps, user, body),
  });
}
