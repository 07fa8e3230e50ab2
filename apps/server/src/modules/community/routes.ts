import { communityApi, communitySettingsApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { communityLogin, communityLogout, communityRefresh } from './community-login.ts';
import {
  communityBoard,
  communityCross,
  communityCrossVariables,
  communityInfo,
  communityQuota,
} from './community-reads.ts';
import { getCommunity, saveCommunity, setCommunityPassword } from './community-settings.ts';

/**
 * The community pages (contract discussion/community-calls.ts): the owner's settings under the
 * designer's session, and the client's calls, which carry no designer session (access `client`)
 * and check the community token in their handlers. Paths span /api/designer and /api/report.
 */
export const communityRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, communitySettingsApi, {
    get: async ({ query, user }) => getCommunity(deps, user, query.surveyCode),
    save: async ({ body, user }) => saveCommunity(deps, user, body),
    password: async ({ body, user }) => setCommunityPassword(deps, user, body),
  });
  serve(app, communityApi, {
    login: async ({ body, request }) => communityLogin(deps, request, body),
    refresh: async ({ body }) => communityRefresh(deps, body),
    logout: async ({ body, request }) => communityLogout(deps, request, body.surveyCode),
    info: async ({ query, request }) => communityInfo(deps, request, query.surveyCode),
    board: async ({ query, request }) => communityBoard(deps, request, query.surveyCode),
    crossVariables: async ({ query, request, lang }) =>
      communityCrossVariables(deps, request, query.surveyCode, lang),
    cross: async ({ body, request, lang }) => communityCross(deps, request, body, lang),
    quota: async ({ query, request }) => communityQuota(deps, request, query.surveyCode),
  });
};
