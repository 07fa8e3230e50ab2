import { discussionQuotaApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { controlDiscussionQuota, discussionQuotaNodes, listDiscussionQuotas } from './quota-calls.ts';
import { saveDiscussionQuotas } from './quota-save.ts';

/** Quotas on the interview roll (contract discussion/quota-calls.ts) under /api/designer. */
export const discussionQuotaRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, discussionQuotaApi, {
    list: async ({ query, user }) => listDiscussionQuotas(deps, user, query.surveyCode),
    nodes: async ({ params, user }) => discussionQuotaNodes(deps, user, params.code),
    save: async ({ body, user }) => saveDiscussionQuotas(deps, user, body),
    control: async ({ body, user }) => controlDiscussionQuota(deps, user, body),
  });
};
