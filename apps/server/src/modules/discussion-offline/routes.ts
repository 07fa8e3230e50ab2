import { discussionOfflineApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { findUserById } from '../users/user-repo.ts';
import { buildOfflinePack } from './build-pack.ts';
import { loadOfflineHolder } from './offline-access.ts';
import { renderOfflineFile } from './offline-html.ts';
import { withdrawOfflineFiles } from './withdraw.ts';

/**
 * GET /api/response/v1/discussion/{id}/offline (contract discussion/offline-calls.ts): the offline
 * interview file, one HTML file the host opens in a browser without a network. `{id}` is the
 * project code. The origin the file syncs to is this request's (behind a proxy, TRUST_PROXY
 * decides which forwarded host and protocol are believed), unless PUBLIC_URL names it. POST
 * .../discussion/offline/withdraw: every offline file issued so far stops syncing (withdraw.ts).
 */
export const discussionOfflineRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, discussionOfflineApi, {
    download: async ({ params, user, request, reply }) => {
      const holder = await loadOfflineHolder(deps.db, user.userId, params.id);
      const caller = await findUserById(deps.db, user.userId);
      const origin = deps.publicUrl
        ? new URL(deps.publicUrl).origin
        : `${request.protocol}://${request.host}`;
      const pack = await buildOfflinePack(deps, holder, origin, caller?.username ?? '');
      const fileName = `offline-${pack.surveyCode}.html`;
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('x-content-type-options', 'nosniff')
          // It carries a ticket: never kept by a shared cache.
          .header('cache-control', 'no-store, private')
          .send(renderOfflineFile(pack))
      );
    },
    withdraw: async ({ body, user }) => withdrawOfflineFiles(deps, user, body.surveyCode),
  });
};
