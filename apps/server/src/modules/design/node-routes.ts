import {
  ZDesignTreeView,
  ZEnvelope,
  ZIdParams,
  ZNodeAddBody,
  ZNodeAutoCodeBody,
  ZNodeBatchRemoveBody,
  ZNodeCloseLoopBody,
  ZNodeCodeBody,
  ZNodeCopyBody,
  ZNodeInfo,
  ZNodeInfoQuery,
  ZNodeLinkBody,
  ZNodeLoopBody,
  ZNodePositionBody,
  ZNodeRemoveBody,
  ZNodeSortBody,
  ZNodeUpdateBody,
  ZProjectNodeItem,
  ZSurveyCodeQuery,
  ZTreeEdited,
} from '@cairn/contract';
import {
  autoCodeQuestions,
  closeLoop,
  copyNode,
  deleteNode,
  deleteNodes,
  insertNode,
  linkQuestion,
  sortNodes,
  unlinkQuestion,
  updateLoop,
  updateNode,
  updateNodeCodes,
  updatePositions,
} from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { plainJsonAnswer } from '../../http/plain-json.ts';
import type { DesignDeps } from './design-deps.ts';
import { getDesignTree, readDesignTree } from './get-design-tree.ts';
import { nodeInfo, projectNodeList } from './node-views.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const tags = ['nodes'];
const edited = { 200: ZEnvelope(ZTreeEdited) };
const editNote =
  'Send the x-node-v the last edit returned: another version is refused (A0120, data.version is the current one). ' +
  'Answers the change and the new version (also in the x-node-v header).';

/**
 * The design tree's node calls (spec doc 2 §7 "Nodes and options", paths of DESIGN.md §3). Each
 * edit is one core operation run by runTreeEdit: edit right, row lock, version check, change
 * written, publishing rule applied.
 */
export function nodeRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/nodes',
    {
      ...plainJsonAnswer,
      schema: {
        summary: 'The survey’s design tree, nested (a first group is made for an empty survey)',
        tags,
        querystring: ZSurveyCodeQuery,
        response: { 200: ZEnvelope(ZDesignTreeView) },
      },
    },
    async (request, reply) => {
      const view = await getDesignTree(deps, callerOf(request), request.query.surveyCode, request.lang);
      reply.header('x-node-v', String(view.version));
      return ok(view, request.lang);
    },
  );

  r.post(
    '/v1/nodes',
    {
      schema: {
        summary: 'Add a question, page break, loop or group after the current node',
        description: `A0211 past 1,000 questions. ${editNote}`,
        tags,
        body: ZNodeAddBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) => insertNode(tree, input, ctx));
    },
  );

  r.post(
    '/v1/nodes/remove/batch',
    {
      schema: {
        summary:
          'Delete several nodes (questions go to the trash; groups give their children to their parent)',
        description: editNote,
        tags,
        body: ZNodeBatchRemoveBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree, ctx) =>
        deleteNodes(tree, { ids: request.body.ids }, ctx),
      ),
  );

  r.post(
    '/v1/nodes/remove/:id',
    {
      schema: {
        summary: 'Delete a node (a question goes to the trash)',
        description: editNote,
        tags,
        params: ZIdParams,
        body: ZNodeRemoveBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree, ctx) =>
        deleteNode(tree, { id: request.params.id }, ctx),
      ),
  );

  r.post(
    '/v1/nodes/sort',
    {
      schema: {
        summary: 'Move nodes: the changed range of positions with each item’s parent',
        description: `Every parent touched must end with positions 0..n-1, and a split's paths stay together, else A0400 and nothing moves. ${editNote}`,
        tags,
        body: ZNodeSortBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, force: _force, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => sortNodes(tree, input));
    },
  );

  r.post(
    '/v1/nodes/position',
    {
      schema: {
        summary: 'New positions of nodes within their current parents (positionList)',
        description: editNote,
        tags,
        body: ZNodePositionBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        updatePositions(tree, { positionList: request.body.positionList }),
      ),
  );

  r.post(
    '/v1/nodes/copy',
    {
      schema: {
        summary: 'Copy a question or group right after the original (new codes)',
        description: editNote,
        tags,
        body: ZNodeCopyBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree, ctx) =>
        copyNode(tree, { id: request.body.id }, ctx),
      ),
  );

  r.post(
    '/v1/nodes/update',
    {
      schema: {
        summary: 'Edit a node: title (sanitised rich text), label, subtype, attribute, lock, settings',
        description: `Settings are merged and checked against the question type (A0400 names the key). ${editNote}`,
        tags,
        body: ZNodeUpdateBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, id, ...patch } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => updateNode(tree, { id, patch }));
    },
  );

  r.post(
    '/v1/nodes/code',
    {
      schema: {
        summary: 'Set question codes, one or many at once',
        description: `A0101 a code another question has, A0103 a malformed code. ${editNote}`,
        tags,
        body: ZNodeCodeBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        updateNodeCodes(tree, request.body.items),
      ),
  );

  r.post(
    '/v1/nodes/auto/code',
    {
      schema: {
        summary: 'Code every question from a prefix: prefix1, prefix2 … or by group prefix1.1',
        description: `A0103 for a prefix that is not a letter then letters, digits, . or _ (≤ 5). ${editNote}`,
        tags,
        body: ZNodeAutoCodeBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => autoCodeQuestions(tree, input));
    },
  );

  r.post(
    '/v1/nodes/update/loop',
    {
      schema: {
        summary: 'Make a loop repeat over an earlier question’s chosen (or all) options',
        description: editNote,
        tags,
        body: ZNodeLoopBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => updateLoop(tree, input));
    },
  );

  r.post(
    '/v1/nodes/close/loop',
    {
      schema: {
        summary: 'Clear a loop’s source',
        description: editNote,
        tags,
        body: ZNodeCloseLoopBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        closeLoop(tree, { id: request.body.id }),
      ),
  );

  r.post(
    '/v1/nodes/link',
    {
      schema: {
        summary: 'Link a question’s options to an earlier question’s (joinId); sourceId 0 unlinks',
        description: `Linked questions share one option-code space. ${editNote}`,
        tags,
        body: ZNodeLinkBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, id, sourceId } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) =>
        sourceId === 0
          ? unlinkQuestion(tree, { nodeId: id })
          : linkQuestion(tree, { nodeId: id, sourceId }, ctx),
      );
    },
  );

  r.get(
    '/v1/nodes/info',
    {
      schema: {
        summary: 'One node with its options and children',
        tags,
        querystring: ZNodeInfoQuery,
        response: { 200: ZEnvelope(ZNodeInfo) },
      },
    },
    async (request) => {
      const { tree } = await readDesignTree(deps, callerOf(request), request.query.surveyCode);
      return ok(nodeInfo(tree, request.query.id), request.lang);
    },
  );

  r.get(
    '/v1/project/nodes',
    {
      schema: {
        summary: 'The survey’s nodes in reading order, flat, with question numbers',
        tags,
        querystring: ZSurveyCodeQuery,
        response: { 200: ZEnvelope(z.array(ZProjectNodeItem)) },
      },
    },
    async (request) => {
      const { tree } = await readDesignTree(deps, callerOf(request), request.query.surveyCode);
      return ok(projectNodeList(tree), request.lang);
    },
  );
}
