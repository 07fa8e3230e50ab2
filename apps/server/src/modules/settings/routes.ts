import { settingsApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getEndPage, updateEndPage } from './end-page.ts';
import { INVITE_MULTIPART, inviteRoutes } from './invite-routes.ts';
import { quotaRoutes } from './quota-routes.ts';
import { updateSurveySetting } from './survey-setting.ts';

/**
 * The settings screens' calls under /api/designer (issue 5; spec doc 2 §7 "Additional survey
 * calls"): survey settings and end page, invitation codes, quotas. Base info and GET
 * /v1/surveys/{id} live with the projects.
 */
export const settingsRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, INVITE_MULTIPART); // encapsulated: only these calls read multipart
  serve(app, settingsApi, {
    save: async ({ body, user }) => updateSurveySetting(deps, user, body),
    endPage: async ({ params, user }) => getEndPage(deps, user, params.code),
    saveEndPage: async ({ body, user }) => updateEndPage(deps, user, body),
  });

  inviteRoutes(app, deps);
  quotaRoutes(app, deps);
};
