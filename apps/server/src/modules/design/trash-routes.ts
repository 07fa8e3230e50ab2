import { trashApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import type { DesignDeps } from './design-deps.ts';
import { readDesignTree } from './get-design-tree.ts';
import { trashList } from './node-views.ts';
import { designEditRunner } from './tree-edit-reply.ts';

/** The question trash (contract design/trash-calls.ts): restoring and purging are core operations. */
export function trashRoutes(app: FastifyInstance, deps: DesignDeps): void {
  serve(
    app,
    trashApi,
    {
      list: async ({ params, user }) => {
        const { tree } = await readDesignTree(deps, user, params.code);
        return trashList(tree);
      },
    },
    designEditRunner(deps),
  );
}
