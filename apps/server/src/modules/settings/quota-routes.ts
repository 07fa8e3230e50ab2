import {
  ZEnvelope,
  ZIdParams,
  ZQuotaRemoveBody,
  ZQuotaSaveBody,
  ZQuotaSaved,
  ZQuotaView,
  ZSurveyCodeQuery,
  ZSurveySaved,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { listQuotas } from './quota-list.ts';
import { removeQuota } from './quota-remove.ts';
import { saveQuota } from './quota-save.ts';

/** Quotas of the quota settings: list with progress, save (create or replace), remove. */
export function quotaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/v1/quota/list',
    {
      schema: {
        summary: 'A survey’s quotas with their progress (filled of target)',
        tags,
        querystring: ZSurveyCodeQuery,
        response: { 200: ZEnvelope(z.array(ZQuotaView)) },
      },
    },
    async (request) => ok(await listQuotas(deps, callerOf(request), request.query.surveyCode), request.lang),
  );

  r.post(
    '/v1/quota/save',
    {
      schema: {
        summary: 'Create a quota, or replace the rule of one (with id) keeping its progress',
        description:
          'Edit right (A5211). Conditions: choice questions of the survey and their own options (A0303). A5200 for an unknown id.',
        tags,
        body: ZQuotaSaveBody,
        response: { 200: ZEnvelope(ZQuotaSaved) },
      },
    },
    async (request) => ok(await saveQuota(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/quota/remove/:id',
    {
      schema: {
        summary: 'Delete a quota',
        description: 'Edit right (A5211). A5200 when the survey has no such quota.',
        tags,
        params: ZIdParams,
        body: ZQuotaRemoveBody,
        response: { 200: ZEnvelope(ZSurveySaved) },
      },
    },
    async (request) =>
      ok(
        await removeQuota(deps, callerOf(request), request.body.surveyCode, request.params.id),
        request.lang,
      ),
  );
}
