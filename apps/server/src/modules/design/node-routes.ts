import { nodesApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import { insertFromLibrary } from '../question-library/insert-route.ts';
import type { DesignDeps } from './design-deps.ts';
import { getDesignTree, readDesignTree } from './get-design-tree.ts';
import { nodeInfo, projectNodeList } from './node-views.ts';
import { designEditRunner } from './tree-edit-reply.ts';

/**
 * The design tree's node calls (contract design/node-calls.ts). Edits need no handler: each runs
 * the core operation its description names, through designEditRunner.
 */
export function nodeRoutes(app: FastifyInstance, deps: DesignDeps): void {
  serve(
    app,
    nodesApi,
    {
      tree: async ({ query, user, lang, reply }) => {
        const view = await getDesignTree(deps, user, query.surveyCode, lang);
        reply.header('x-node-v', String(view.version));
        return view;
      },
      info: async ({ query, user }) => {
        const { tree } = await readDesignTree(deps, user, query.surveyCode);
        return nodeInfo(tree, query.id);
      },
      insertFromLibrary: insertFromLibrary(deps),
      projectNodes: async ({ query, user }) => {
        const { tree } = await readDesignTree(deps, user, query.surveyCode);
        return projectNodeList(tree);
      },
    },
    designEditRunner(deps),
  );
}
