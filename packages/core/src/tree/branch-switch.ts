import { NodeModel } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { defaultTitle } from '../model/titles.ts';
import { isContainerNode } from '../question-types/registry.ts';
import { livePath, newPathRecord, nextSplitNumber, splitPathIds } from './branch-split.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { countLive, insertAt, isGroupNode, liveNode, notFound } from './draft-queries.ts';
import { newNodeRecord } from './new-records.ts';
import { TreeDraft } from './tree-draft.ts';

export interface BranchOnInput {
  /** The first question, page or loop of the first path. */
  fromId: number;
  /** The last one (a sibling of `fromId` at or after it); default: the last of their parent. */
  toId?: number;
}

/**
 * Turns branching on at a point (the spec's branch/switch): the selected run of siblings
 * `fromId..toId` becomes path 1 of a new split, with an empty path 2 after it, so the author
 * sees the questions they picked in a path and a place for the alternative. Branches stand at
 * the top level (tree rules), so when the run is inside a group the group is cut there: it keeps
 * what came before the run, and what came after goes to a new group after the split (when
 * nothing came before, the group keeps what came after and the split stands before it). Reading
 * order never changes. Both paths start without a condition.
 */
export function switchBranchOn(tree: DesignTree, input: BranchOnInput, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  const from = liveNode(draft, input.fromId);
  if (!from) return fail(notFound('nodes', input.fromId));
  const parent = from.parentId === null ? null : (draft.node(from.parentId) ?? null);
  if (parent && parent.model !== NodeModel.Group)
    return fail(issue('A0400', ['nodes', from.id], 'branching starts at the top level or in a group'));
  const siblings = draft.childIds(from.parentId);
  const start = siblings.indexOf(from.id);
  const end = input.toId === undefined ? siblings.length - 1 : siblings.indexOf(input.toId);
  if (end < start) return fail(issue('A0400', ['toId'], 'toId is a later sibling of fromId'));
  const run = siblings.slice(start, end + 1);
  for (const id of run) {
    const node = draft.node(id);
    if (node && (isGroupNode(node) || (node.model !== NodeModel.Question && node.model !== NodeModel.Page)))
      return fail(issue('A0400', ['nodes', id], 'a path holds questions, pages and loops'));
  }
  const split = nextSplitNumber(draft);
  const first = newPathRecord(draft, ctx, split, 1);
  const second = newPathRecord(draft, ctx, split, 2);
  draft.putNode(first);
  draft.putNode(second);
  const head = siblings.slice(0, start);
  const tail = siblings.slice(end + 1);
  draft.setChildIds(first.id, run);
  draft.setChildIds(second.id, []);
  if (!parent) {
    draft.setChildIds(null, [...head, first.id, second.id, ...tail]);
    return draft.commit();
  }
  const top = draft.childIds(null);
  const at = top.indexOf(parent.id);
  const without = top.filter((id) => id !== parent.id);
  if (head.length === 0 && tail.length === 0) {
    // The whole group becomes the path: the group itself goes (like deleting a group).
    draft.setChildIds(parent.id, []);
    draft.removeNode(parent.id);
    draft.setChildIds(null, insertAt(without, at, first.id, second.id));
  } else if (head.length === 0) {
    draft.setChildIds(parent.id, tail);
    draft.setChildIds(null, insertAt(without, at, first.id, second.id, parent.id));
  } else {
    draft.setChildIds(parent.id, head);
    const rest: number[] = [];
    if (tail.length > 0) {
      const title = defaultTitle('group', countLive(draft, NodeModel.Group) + 1, ctx.lang);
      const group = newNodeRecord({
        id: ctx.nextId('node'),
        surveyId: tree.surveyId,
        model: NodeModel.Group,
        title,
      });
      draft.putNode(group);
      draft.setChildIds(group.id, tail);
      rest.push(group.id);
    }
    draft.setChildIds(null, insertAt(without, at, parent.id, first.id, second.id, ...rest));
  }
  return draft.commit();
}

/**
 * Turns branching off for the split `id` is a path of: every path goes and its children go back
 * in reading order, into the group just before the split when there is one (undoing the cut
 * switching on made), else at the top level where the split stood.
 */
export function switchBranchOff(tree: DesignTree, input: { id: number }): TreeResult {
  const draft = new TreeDraft(tree);
  const found = livePath(draft, input.id);
  if ('issue' in found) return fail(found.issue);
  switchOffIn(draft, found.node);
  return draft.commit();
}

/** `switchBranchOff` on a draft (deleteNodes uses it for a split's last path). */
export function switchOffIn(draft: TreeDraft, node: NodeRecord): void {
  const paths = splitPathIds(draft, node.id);
  const freed = paths.flatMap((id) => draft.childIds(id));
  const top = draft.childIds(node.parentId);
  const at = top.indexOf(paths[0] as number);
  const before = top[at - 1] === undefined ? undefined : draft.node(top[at - 1] as number);
  for (const id of paths) {
    draft.setChildIds(id, []);
    draft.removeNode(id);
  }
  const without = top.filter((id) => !paths.includes(id));
  if (before && before.model === NodeModel.Group && isContainerNode(before)) {
    draft.setChildIds(before.id, [...draft.childIds(before.id), ...freed]);
    draft.setChildIds(node.parentId, without);
  } else {
    draft.setChildIds(node.parentId, insertAt(without, at, ...freed));
  }
}
