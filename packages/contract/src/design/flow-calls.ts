import {
  addBranchPath,
  removeBranchPath,
  setOrderMode,
  sortBranchPaths,
  switchBranchOff,
  switchBranchOn,
  updateBranchPath,
} from '@cairn/core';
import { endpoint, treeEdit } from '../api/endpoint.ts';
import { treeEditBase } from './common.ts';
import {
  ZBranchConditionQueryBody,
  ZBranchConditionSources,
  ZBranchPathAddBody,
  ZBranchPathRemoveBody,
  ZBranchPathSortBody,
  ZBranchPathUpdateBody,
  ZBranchSwitchBody,
  ZNodeOrderBody,
} from './flow-schemas.ts';

const tags = ['flow'];
const edit = treeEditBase(tags);

/**
 * The flow tab's calls (issue 5): branch splits and their paths, order modes. Loops keep their
 * node calls (update/loop, close/loop).
 */
export const flowApi = {
  branchSwitch: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/branch/switch',
      summary: 'Turn branching on around a run of questions, or off for a whole split',
      description:
        'On: fromId..toId (default: to the end of their group) become path 1 of a new split with an empty path 2; ' +
        'a group around them is cut, reading order stays. Off (id: any path): the paths go and their questions go ' +
        'back in order. A0400 for a run that is not questions, pages or loops of one group or the top level.',
      body: ZBranchSwitchBody,
    }),
    (tree, input, ctx) =>
      input.on
        ? switchBranchOn(tree, { fromId: input.fromId, toId: input.toId }, ctx)
        : switchBranchOff(tree, { id: input.id }),
  ),
  addPath: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/branch/path',
      summary: 'Add an empty path right after path id (no condition)',
      body: ZBranchPathAddBody,
    }),
    (tree, input, ctx) => addBranchPath(tree, input, ctx),
  ),
  updatePath: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/branch/update',
      summary: 'Rename a path and/or set its entry condition (null: none)',
      description:
        'A condition may test only answerable questions read before the split, with their own options and ' +
        'sub-questions (A0400 names the item).',
      body: ZBranchPathUpdateBody,
    }),
    (tree, input) => updateBranchPath(tree, input),
  ),
  removePath: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/branch/remove',
      summary: 'Remove a path; its questions go after the split (asked to everyone)',
      description: 'The last path of a split goes by switching branching off (A0400).',
      body: ZBranchPathRemoveBody,
    }),
    (tree, { id }) => removeBranchPath(tree, { id }),
  ),
  sortPaths: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/branch/sort',
      summary: 'Put the paths of one split in a new order (ids: every path once)',
      body: ZBranchPathSortBody,
    }),
    (tree, { ids }) => sortBranchPaths(tree, { ids }),
  ),
  order: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/order',
      summary: 'Order mode of a group, path or loop (children) or question (options), with fixed items',
      description:
        'fixedIds must be the node’s children (groups, paths, loops) or options (questions), else A0400.',
      body: ZNodeOrderBody,
    }),
    (tree, input) => setOrderMode(tree, input),
  ),
  conditionSources: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/common/condition/node/branch',
    access: 'survey:read',
    summary: 'What a path condition may test: answerable questions before the split, with options',
    description: 'Reading right suffices. A0404 when branchId is not a path of this survey.',
    errors: ['A0404'],
    tags,
    body: ZBranchConditionQueryBody,
    answer: ZBranchConditionSources,
  }),
};
