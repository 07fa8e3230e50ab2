import {
  ZBranchConditionQueryBody,
  ZBranchConditionSources,
  ZBranchPathAddBody,
  ZBranchPathRemoveBody,
  ZBranchPathSortBody,
  ZBranchPathUpdateBody,
  ZBranchSwitchBody,
  ZEnvelope,
  ZNodeOrderBody,
  ZTreeEdited,
} from '@cairn/contract';
import {
  addBranchPath,
  branchConditionSources,
  isBranchNode,
  removeBranchPath,
  setOrderMode,
  sortBranchPaths,
  switchBranchOff,
  switchBranchOn,
  updateBranchPath,
} from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { DesignDeps } from './design-deps.ts';
import { readDesignTree } from './get-design-tree.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const tags = ['flow'];
const edited = { 200: ZEnvelope(ZTreeEdited) };
const editNote =
  'Send the x-node-v the last edit returned: another version is refused (A0120). ' +
  'Answers the change and the new version (also in the x-node-v header).';

/**
 * The flow tab's calls (issue 5): branch splits and their paths, order modes. Each is one core
 * operation run as a design edit (edit right, version check, change written, publishing rule);
 * loops keep their node calls (update/loop, close/loop).
 */
export function flowRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/nodes/branch/switch',
    {
      schema: {
        summary: 'Turn branching on around a run of questions, or off for a whole split',
        description: `On: fromId..toId (default: to the end of their group) become path 1 of a new split with an empty path 2; a group around them is cut, reading order stays. Off (id: any path): the paths go and their questions go back in order. A0400 for a run that is not questions, pages or loops of one group or the top level. ${editNote}`,
        tags,
        body: ZBranchSwitchBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const body = request.body;
      return replyTreeEdit(deps, request, reply, body.surveyCode, (tree, ctx) =>
        body.on
          ? switchBranchOn(tree, { fromId: body.fromId, toId: body.toId }, ctx)
          : switchBranchOff(tree, { id: body.id }),
      );
    },
  );

  r.post(
    '/v1/nodes/branch/path',
    {
      schema: {
        summary: 'Add an empty path right after path id (no condition)',
        description: editNote,
        tags,
        body: ZBranchPathAddBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) => addBranchPath(tree, input, ctx));
    },
  );

  r.post(
    '/v1/nodes/branch/update',
    {
      schema: {
        summary: 'Rename a path and/or set its entry condition (null: none)',
        description: `A condition may test only answerable questions read before the split, with their own options and sub-questions (A0400 names the item). ${editNote}`,
        tags,
        body: ZBranchPathUpdateBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => updateBranchPath(tree, input));
    },
  );

  r.post(
    '/v1/nodes/branch/remove',
    {
      schema: {
        summary: 'Remove a path; its questions go after the split (asked to everyone)',
        description: `The last path of a split goes by switching branching off (A0400). ${editNote}`,
        tags,
        body: ZBranchPathRemoveBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        removeBranchPath(tree, { id: request.body.id }),
      ),
  );

  r.post(
    '/v1/nodes/branch/sort',
    {
      schema: {
        summary: 'Put the paths of one split in a new order (ids: every path once)',
        description: editNote,
        tags,
        body: ZBranchPathSortBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        sortBranchPaths(tree, { ids: request.body.ids }),
      ),
  );

  r.post(
    '/v1/nodes/order',
    {
      schema: {
        summary: 'Order mode of a group, path or loop (children) or question (options), with fixed items',
        description: `fixedIds must be the node's children (groups, paths, loops) or options (questions), else A0400. ${editNote}`,
        tags,
        body: ZNodeOrderBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => setOrderMode(tree, input));
    },
  );

  r.post(
    '/v1/common/condition/node/branch',
    {
      schema: {
        summary: 'What a path condition may test: answerable questions before the split, with options',
        description: 'Reading right suffices. A0404 when branchId is not a path of this survey.',
        tags,
        body: ZBranchConditionQueryBody,
        response: { 200: ZEnvelope(ZBranchConditionSources) },
      },
    },
    async (request) => {
      const { surveyCode, branchId } = request.body;
      const { tree } = await readDesignTree(deps, callerOf(request), surveyCode);
      const branch = tree.nodes.get(branchId);
      if (!branch || branch.deletedAt !== null || !isBranchNode(branch)) throw new AppError('A0404');
      return ok({ nodes: branchConditionSources(tree, branchId) }, request.lang);
    },
  );
}
