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
import { z } from 'zod';
import { endpoint, treeEdit } from '../api/endpoint.ts';
import { ZNodeLibraryBody } from '../question-library/question-schemas.ts';
import { treeEditBase, ZDesignTreeView, ZIdParams, ZSurveyCodeQuery } from './common.ts';
import {
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
} from './node-schemas.ts';

const tags = ['nodes'];
const edit = treeEditBase(tags);

/**
 * The design tree's node calls (spec doc 2 §7 "Nodes and options", paths of DESIGN.md §3). Each
 * edit names the core operation it runs: the server runs it in a design edit (edit right, row
 * lock, version check, change written, publishing rule), the designer runs it at once on its copy.
 */
export const nodesApi = {
  tree: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/nodes',
    access: 'survey:read',
    summary: 'The survey’s design tree, nested (a first group is made for an empty survey)',
    description: 'The edit version comes in `version` and in the x-node-v header.',
    tags,
    query: ZSurveyCodeQuery,
    answer: ZDesignTreeView,
    plainJson: true,
  }),
  add: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes',
      summary: 'Add a question, page break, loop or group after the current node',
      errors: ['A0211'],
      description: 'A0211 past 1,000 questions.',
      body: ZNodeAddBody,
    }),
    (tree, input, ctx) => insertNode(tree, input, ctx),
  ),
  removeBatch: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/remove/batch',
      summary: 'Delete several nodes (questions go to the trash; groups give their children to their parent)',
      errors: ['00001'],
      body: ZNodeBatchRemoveBody,
    }),
    (tree, { ids }, ctx) => deleteNodes(tree, { ids }, ctx),
  ),
  remove: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/remove/{id}',
      summary: 'Delete a node (a question goes to the trash)',
      errors: ['00001'],
      params: ZIdParams,
      body: ZNodeRemoveBody,
    }),
    (tree, { id }, ctx) => deleteNode(tree, { id }, ctx),
  ),
  sort: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/sort',
      summary: 'Move nodes: the changed range of positions with each item’s parent',
      description:
        'Every parent touched must end with positions 0..n-1, and a split’s paths stay together, else A0400 and nothing moves.',
      errors: ['00001'],
      body: ZNodeSortBody,
    }),
    (tree, { force: _force, ...input }) => sortNodes(tree, input),
  ),
  position: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/position',
      summary: 'New positions of nodes within their current parents (positionList)',
      body: ZNodePositionBody,
    }),
    (tree, { positionList }) => updatePositions(tree, { positionList }),
  ),
  copy: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/copy',
      summary: 'Copy a question or group right after the original (new codes)',
      errors: ['A0211'],
      body: ZNodeCopyBody,
    }),
    (tree, { id }, ctx) => copyNode(tree, { id }, ctx),
  ),
  update: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/update',
      summary: 'Edit a node: title (sanitised rich text), label, subtype, attribute, lock, settings',
      description: 'Settings are merged and checked against the question type (A0400 names the key).',
      body: ZNodeUpdateBody,
    }),
    (tree, { id, ...patch }) => updateNode(tree, { id, patch }),
  ),
  code: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/code',
      summary: 'Set question codes, one or many at once',
      description: 'A0101 a code another question has, A0103 a malformed code.',
      errors: ['A0101', 'A0103'],
      body: ZNodeCodeBody,
    }),
    (tree, { items }) => updateNodeCodes(tree, items),
  ),
  autoCode: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/auto/code',
      summary: 'Code every question from a prefix: prefix1, prefix2 … or by group prefix1.1',
      description: 'A0103 for a prefix that is not a letter then letters, digits, . or _ (≤ 5).',
      errors: ['A0103'],
      body: ZNodeAutoCodeBody,
    }),
    (tree, input) => autoCodeQuestions(tree, input),
  ),
  updateLoop: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/update/loop',
      summary: 'Make a loop repeat over an earlier question’s chosen (or all) options',
      body: ZNodeLoopBody,
    }),
    (tree, input) => updateLoop(tree, input),
  ),
  closeLoop: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/close/loop',
      summary: 'Clear a loop’s source',
      body: ZNodeCloseLoopBody,
    }),
    (tree, { id }) => closeLoop(tree, { id }),
  ),
  link: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/link',
      summary: 'Link a question’s options to an earlier question’s (joinId); sourceId 0 unlinks',
      description: 'Linked questions share one option-code space.',
      errors: ['00001'],
      body: ZNodeLinkBody,
    }),
    (tree, { id, sourceId }, ctx) =>
      sourceId === 0
        ? unlinkQuestion(tree, { nodeId: id })
        : linkQuestion(tree, { nodeId: id, sourceId }, ctx),
  ),
  insertFromLibrary: endpoint({
    ...edit,
    path: '/v1/nodes/library',
    summary: 'Insert library questions (ids) and system questions (keys) after a node, in order',
    description:
      'Each becomes a new question with the next code (Q + n) and its options with their codes. ' +
      'Placement as for adding a node (afterId / parentId). A0404 for an id or key the caller cannot read, ' +
      'A0211 past 1,000 questions.',
    errors: ['A0404', 'A0211'],
    tags: ['nodes', 'question library'],
    body: ZNodeLibraryBody,
    // The questions are read from the libraries first (no core operation on the tree alone).
    edit: {},
  }),
  info: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/nodes/info',
    access: 'survey:read',
    summary: 'One node with its options and children',
    tags,
    query: ZNodeInfoQuery,
    answer: ZNodeInfo,
  }),
  projectNodes: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/project/nodes',
    access: 'survey:read',
    summary: 'The survey’s nodes in reading order, flat, with question numbers',
    tags,
    query: ZSurveyCodeQuery,
    answer: z.array(ZProjectNodeItem),
  }),
};
