import { z } from 'zod';
import { type Issue, issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { scatteredSplits } from './branch-split.ts';
import { fail, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { isDescendantOf, liveNode, notFound } from './draft-queries.ts';
import { canHoldChild } from './placement.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * The spec's sort payload (doc 2 §3): the changed range of positions, each item with its new
 * parent and position. `loopId`, `code`, `branchId`, `branchParentId`, `dragNodeId` and
 * `dragDirection` are accepted for compatibility and not needed: here a loop's members are its
 * children, codes do not change on a move, and every item says where it goes.
 */
export const ZSortNodesInput = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int(),
        parentId: z.number().int().nullable(),
        position: z.number().int().nonnegative(),
        loopId: z.number().int().nullable().optional(),
        code: z.string().nullable().optional(),
        branchId: z.number().int().nullable().optional(),
        branchParentId: z.number().int().nullable().optional(),
      }),
    )
    .min(1),
  dragNodeId: z.number().int().optional(),
  dragDirection: z.union([z.number(), z.string()]).optional(),
});
export type SortNodesInput = z.infer<typeof ZSortNodesInput>;

function checkItem(draft: TreeDraft, item: SortNodesInput['items'][number]): Issue[] {
  const node = liveNode(draft, item.id);
  if (!node) return [notFound('nodes', item.id)];
  const parent = item.parentId === null ? null : liveNode(draft, item.parentId);
  if (parent === undefined) return [notFound('nodes', item.parentId as number)];
  if (!canHoldChild(parent, node))
    return [issue('A0400', ['items', item.id], 'that parent cannot hold this node')];
  if (parent && (parent.id === node.id || isDescendantOf(draft, parent.id, node.id)))
    return [issue('A0400', ['items', item.id], 'a node cannot move into itself')];
  return [];
}

/** Ids ordered by position when the positions are exactly 0..n-1, else undefined. */
function orderIfContiguous(wanted: { id: number; position: number }[]): number[] | undefined {
  const slots: number[] = new Array(wanted.length);
  for (const { id, position } of wanted) {
    if (position >= wanted.length || slots[position] !== undefined) return undefined;
    slots[position] = id;
  }
  return slots;
}

/**
 * Applies a sort payload. Every parent the payload touches must end with positions 0..n-1, with
 * nodes not in the payload keeping theirs; otherwise nothing changes (A0400), so a stale or
 * partial payload never scrambles the order. A split's paths stay one run (survey/flow.ts): a
 * sort that would take a path away from its split or drop a node between two paths is refused
 * (A0400), rather than moving the whole split along, because a drag of one path row cannot say
 * where the others should go; paths are reordered on the flow tab (sortBranchPaths).
 */
export function sortNodes(tree: DesignTree, input: SortNodesInput): TreeResult {
  const draft = new TreeDraft(tree);
  const ids = input.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) return fail(issue('A0400', ['items'], 'a node is listed twice'));
  const issues = input.items.flatMap((item) => checkItem(draft, item));
  if (issues.length > 0) return fail(...issues);

  const scatteredBefore = scatteredSplits(draft);
  const moving = new Map(input.items.map((item) => [item.id, item]));
  const parents = new Set<number | null>(input.items.map((item) => item.parentId));
  for (const id of ids) parents.add((draft.node(id) as NodeRecord).parentId);
  const lists = new Map<number | null, number[]>();
  for (const parentId of parents) {
    const staying = draft.childIds(parentId).filter((id) => !moving.has(id));
    const arriving = input.items.filter((item) => item.parentId === parentId);
    const wanted = [
      ...staying.map((id) => ({ id, position: (draft.node(id) as NodeRecord).position })),
      ...arriving.map((item) => ({ id: item.id, position: item.position })),
    ];
    const list = orderIfContiguous(wanted);
    if (!list) {
      const last = wanted.length - 1;
      return fail(
        issue('A0400', ['items'], `positions under parent ${parentId ?? 'top'} are not 0..${last}`),
      );
    }
    lists.set(parentId, list);
  }
  for (const [parentId, list] of lists) draft.setChildIds(parentId, list);
  const broken = [...scatteredSplits(draft)].filter((split) => !scatteredBefore.has(split));
  if (broken.length > 0)
    return fail(issue('A0400', ['items'], `the paths of split ${broken.join(', ')} must stay together`));
  return draft.commit();
}

/**
 * The payload for moving one node to `index` in `parentId` (the designer's drag end): the moved
 * node plus every sibling whose position shifts, in the old and the new parent.
 */
export function buildSortPayload(
  tree: DesignTree,
  move: { id: number; parentId: number | null; index: number },
): SortNodesInput | undefined {
  const node = tree.nodes.get(move.id);
  if (!node || node.deletedAt !== null) return undefined;
  const items: SortNodesInput['items'] = [];
  const push = (parentId: number | null, list: readonly number[]) =>
    list.forEach((id, position) => {
      if (id === move.id || tree.nodes.get(id)?.position !== position) items.push({ id, parentId, position });
    });
  const oldList = (tree.children.get(node.parentId) ?? []).filter((id) => id !== move.id);
  const newBase = node.parentId === move.parentId ? oldList : (tree.children.get(move.parentId) ?? []);
  const index = Math.max(0, Math.min(move.index, newBase.length));
  const newList = [...newBase.slice(0, index), move.id, ...newBase.slice(index)];
  if (node.parentId !== move.parentId) push(node.parentId, oldList);
  push(move.parentId, newList);
  return { items, dragNodeId: move.id };
}

/** Moves one node (a convenience over `buildSortPayload` + `sortNodes`). */
export function moveNode(
  tree: DesignTree,
  move: { id: number; parentId: number | null; index: number },
): TreeResult {
  const payload = buildSortPayload(tree, move);
  return payload ? sortNodes(tree, payload) : fail(notFound('nodes', move.id));
}

/**
 * The spec's position update (`positionList` of nodeId and position): new positions within the
 * nodes' current parents, checked like a sort payload.
 */
export function updatePositions(
  tree: DesignTree,
  input: { positionList: readonly { nodeId: number; position: number }[] },
): TreeResult {
  const missing = input.positionList.filter(({ nodeId }) => tree.nodes.get(nodeId)?.deletedAt !== null);
  if (missing.length > 0) return fail(...missing.map(({ nodeId }) => notFound('nodes', nodeId)));
  const items = input.positionList.map(({ nodeId, position }) => ({
    id: nodeId,
    parentId: (tree.nodes.get(nodeId) as NodeRecord).parentId,
    position,
  }));
  return sortNodes(tree, { items });
}
