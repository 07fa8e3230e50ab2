import { flowApi } from '@cairn/contract';
import { branchConditionSources, isBranchNode } from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { DesignDeps } from './design-deps.ts';
import { readDesignTree } from './get-design-tree.ts';
import { designEditRunner } from './tree-edit-reply.ts';

/** The flow tab's calls (contract design/flow-calls.ts): splits, paths and order modes are core operations. */
export function flowRoutes(app: FastifyInstance, deps: DesignDeps): void {
  serve(
    app,
    flowApi,
    {
      conditionSources: async ({ body, user }) => {
        const { tree } = await readDesignTree(deps, user, body.surveyCode);
        const branch = tree.nodes.get(body.branchId);
        if (!branch || branch.deletedAt !== null || !isBranchNode(branch)) throw new AppError('A0404');
        return { nodes: branchConditionSources(tree, body.branchId) };
      },
    },
    designEditRunner(deps),
  );
}
