import { sharesApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { listShares } from './list-shares.ts';
import { removeShare } from './remove-share.ts';
import { saveShare } from './save-share.ts';
import { updateShare } from './update-share.ts';

/** Project sharing (contract projects/share-calls.ts); every call needs the manage right. */
export const shareRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, sharesApi, {
    list: async ({ query, user }) => listShares(deps, user, query.code),
    save: async ({ body, user }) => saveShare(deps, user, body),
    update: async ({ body, user }) => updateShare(deps, user, body),
    remove: async ({ body, user }) => {
      await removeShare(deps, user, body);
      return null;
    },
  });
};
