import { weixinApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getSurveyWeixin, saveSurveyWeixin } from './survey-official-account.ts';

/** The settings area `weixin` under /api/designer (contract settings/weixin-calls.ts). */
export const weixinRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, weixinApi, {
    get: async ({ params, user }) => getSurveyWeixin(deps, user.userId, params.code),
    save: async ({ body, user }) => saveSurveyWeixin(deps, user.userId, body.code, body.bind),
  });
};
