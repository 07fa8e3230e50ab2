import { publishingApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getLaunchInfo } from './launch-info.ts';
import { listLaunchLinks, removeLaunchLink, saveLaunchLink } from './launch-links.ts';
import { launchSurvey } from './launch-survey.ts';
import { saveEmbedDomains } from './save-embed-domains.ts';
import { saveReceiveParams } from './save-receive-params.ts';
import { setSurveyStatus } from './set-survey-status.ts';

/**
 * Publishing under /api/designer (contract publishing/publishing-calls.ts): launch with diagnosis,
 * end and reopen, launch info, and the launch tab's named links, receive parameters and embedding sites.
 */
export const publishingRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, publishingApi, {
    launch: async ({ body, user, lang }) => launchSurvey(deps, user, body.projectCode, lang),
    status: async ({ body, user }) => setSurveyStatus(deps, user, body),
    info: async ({ params, user }) => getLaunchInfo(deps, user, params.code),
    links: async ({ query, user }) => listLaunchLinks(deps, user, query.code),
    saveLink: async ({ body, user }) => saveLaunchLink(deps, user, body),
    removeLink: async ({ body, user }) => {
      await removeLaunchLink(deps, user, body);
      return null;
    },
    saveParams: async ({ body, user }) => saveReceiveParams(deps, user, body),
    saveEmbed: async ({ body, user }) => saveEmbedDomains(deps, user, body),
  });
};
