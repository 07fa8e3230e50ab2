import { reportFiltersApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { type Caller, serve } from '../../http/serve-endpoints.ts';
import { frequencyNodes } from './board/frequency-nodes.ts';
import { copyFilter } from './filters/filter-copy.ts';
import { listFilters } from './filters/filter-list.ts';
import { removeFilter } from './filters/filter-remove.ts';
import { saveFilter } from './filters/filter-save.ts';
import { selectFilter } from './filters/filter-select.ts';

/** Saved report filters (contract report/filter-calls.ts); our earlier names share the handlers. */
export function filterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const remove = async (call: { params: { id: number }; body: { surveyCode: string }; user: Caller }) =>
    removeFilter(deps, call.user, call.body.surveyCode, call.params.id);
  serve(app, reportFiltersApi, {
    list: async ({ query, user }) => listFilters(deps, user, query.surveyCode),
    nodes: async ({ query, user }) => frequencyNodes(deps, user, query.surveyCode),
    create: async ({ body, user }) => saveFilter(deps, user, body),
    update: async ({ body, user }) => saveFilter(deps, user, body),
    save: async ({ body, user }) => saveFilter(deps, user, body),
    remove,
    removeOld: remove,
    copy: async ({ params, body, user, lang }) => copyFilter(deps, user, body.surveyCode, params.id, lang),
    select: async ({ body, user }) => selectFilter(deps, user, body.surveyCode, body.id),
    unselect: async ({ body, user }) => selectFilter(deps, user, body.surveyCode, null),
  });
}
