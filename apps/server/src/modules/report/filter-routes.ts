import {
  ZEnvelope,
  ZFilterIdParams,
  ZFilterList,
  ZFilterListQuery,
  ZFilterRemoveBody,
  ZFilterSaveBody,
  ZFilterSelectBody,
  ZFilterSelected,
  ZFilterView,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { listFilters } from './filters/filter-list.ts';
import { removeFilter } from './filters/filter-remove.ts';
import { saveFilter } from './filters/filter-save.ts';
import { selectFilter } from './filters/filter-select.ts';

/** Saved report filters under /api/report (report right, A4000 otherwise). */
export function filterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['report'];

  r.get(
    '/v1/filters',
    {
      schema: {
        summary: 'The survey’s saved filters, the caller’s selected one marked',
        tags,
        querystring: ZFilterListQuery,
        response: { 200: ZEnvelope(ZFilterList) },
      },
    },
    async (request) => ok(await listFilters(deps, callerOf(request), request.query.surveyCode), request.lang),
  );

  r.post(
    '/v1/filters/save',
    {
      schema: {
        summary:
          'Create a filter, or update one (with id): conditions, time range, statuses, sources, devices',
        description:
          'A0400 for a condition on a question not in the published version; A0404 for an unknown id.',
        tags,
        body: ZFilterSaveBody,
        response: { 200: ZEnvelope(ZFilterView) },
      },
    },
    async (request) => ok(await saveFilter(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/filters/remove/:id',
    {
      schema: {
        summary: 'Delete a saved filter',
        description: 'A0404 when the survey has no such filter.',
        tags,
        params: ZFilterIdParams,
        body: ZFilterRemoveBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) =>
      ok(
        await removeFilter(deps, callerOf(request), request.body.surveyCode, request.params.id),
        request.lang,
      ),
  );

  r.post(
    '/v1/filters/select',
    {
      schema: {
        summary: 'Select a filter for every report screen of the caller on this survey (id null: none)',
        description: 'A0404 when the survey has no such filter.',
        tags,
        body: ZFilterSelectBody,
        response: { 200: ZEnvelope(ZFilterSelected) },
      },
    },
    async (request) =>
      ok(await selectFilter(deps, callerOf(request), request.body.surveyCode, request.body.id), request.lang),
  );
}
