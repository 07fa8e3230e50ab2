import { reportWeightingApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import {
  schemeActivate,
  schemeCreate,
  schemeList,
  schemeOne,
  schemeRemove,
  schemeRun,
  schemeUpdate,
} from './scheme-calls.ts';

/** Weighting schemes (contract report/weighting-calls.ts) under /api/report. */
export const reportWeightingRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, reportWeightingApi, {
    list: async ({ query, user }) => schemeList(deps, user, query.surveyCode),
    one: async ({ params, query, user, lang }) => schemeOne(deps, user, query.surveyCode, params.id, lang),
    create: async ({ body, user }) => schemeCreate(deps, user, body),
    update: async ({ body, user }) => schemeUpdate(deps, user, body),
    remove: async ({ params, body, user }) => schemeRemove(deps, user, body.surveyCode, params.id),
    run: async ({ body, user, lang }) => schemeRun(deps, user, body.surveyCode, body.definition, lang),
    activate: async ({ body, user, lang }) => schemeActivate(deps, user, body.surveyCode, body.id, lang),
  });
};
