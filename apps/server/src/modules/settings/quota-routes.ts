import { quotaApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { listQuotas } from './quota-list.ts';
import { removeQuota } from './quota-remove.ts';
import { saveQuota } from './quota-save.ts';

/** Quotas of the quota settings (contract settings/quota-calls.ts): list, save, remove. */
export function quotaRoutes(app: FastifyInstance, deps: AppDeps): void {
  serve(app, quotaApi, {
    list: async ({ query, user }) => listQuotas(deps, user, query.surveyCode),
    save: async ({ body, user }) => saveQuota(deps, user, body),
    remove: async ({ params, body, user }) => removeQuota(deps, user, body.surveyCode, params.id),
  });
}
