import { NodeModel } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode } from '../question-types/registry.ts';
import { removePathIn } from './branch-paths.ts';
import { isBranchNode, splitPathIds } from './branch-split.ts';
import { switchOffIn } from './branch-switch.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import { type DesignTree, isLive } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { releaseDependants } from './release-dependants.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Deletes nodes (spec doc 1 §4). A question goes to the trash, remembering where it stood, and
 * releases the questions that depended on it. A container (group, branch, loop) is removed and
 * its children take its place in its parent; a page break is removed. All ids or none.
 * A branch path is deleted as the flow tab removes one (branch-paths.ts): its children go after
 * the join, so the split stays one run of paths (leaving them in place would cut the split in
 * two runs with one split id); deleting a split's last path switches branching off.
 */
export function deleteNodes(tree: DesignTree, input: { ids: readonly number[] }, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  const missing = input.ids.filter((id) => !liveNode(draft, id));
  if (missing.length > 0) return fail(...missing.map((id) => notFound('nodes', id)));
  for (const id of input.ids) {
    const node = liveNode(draft, id);
    if (!node) continue; // listed twice: done the first time
    if (isBranchNode(node)) {
      if (splitPathIds(draft, node.id).length < 2) switchOffIn(draft, node);
      else removePathIn(draft, node);
    } else if (isContainerNode(node)) removeContainer(draft, node);
    else if (node.model === NodeModel.Question) trashQuestion(draft, node, ctx);
    else removeLeaf(draft, node);
  }
  return draft.commit();
}

export function deleteNode(tree: DesignTree, input: { id: number }, ctx: OpContext): TreeResult {
  return deleteNodes(tree, { ids: [input.id] }, ctx);
}

function nextTrashSequence(draft: TreeDraft): number {
  let max = 0;
  for (const node of draft.allNodes())
    if (!isLive(node) && node.trash) max = Math.max(max, node.trash.sequence);
  return max + 1;
}

function trashQuestion(draft: TreeDraft, node: NodeRecord, ctx: OpContext): void {
  const siblings = draft.childIds(node.parentId);
  const index = siblings.indexOf(node.id);
  const trash = {
    parentId: node.parentId,
    position: index,
    previousId: siblings[index - 1] ?? null,
    nextId: siblings[index + 1] ?? null,
    sequence: nextTrashSequence(draft),
  };
  draft.setChildIds(
    node.parentId,
    siblings.filter((id) => id !== node.id),
  );
  draft.putNode({ ...node, parentId: null, position: index, deletedAt: ctx.now(), trash });
  releaseDependants(draft, node.id);
}

function removeContainer(draft: TreeDraft, node: NodeRecord): void {
  const children = draft.childIds(node.id);
  const siblings = draft.childIds(node.parentId);
  const index = siblings.indexOf(node.id);
  draft.setChildIds(node.parentId, [...siblings.slice(0, index), ...children, ...siblings.slice(index + 1)]);
  removeWithOptions(draft, node.id);
}

function removeLeaf(draft: TreeDraft, node: NodeRecord): void {
  draft.setChildIds(
    node.parentId,
    draft.childIds(node.parentId).filter((id) => id !== node.id),
  );
  removeWithOptions(draft, node.id);
}

export function removeWithOptions(draft: TreeDraft, nodeId: number): void {
  for (const optionId of draft.optionIds(nodeId)) draft.removeOption(optionId);
  draft.removeNode(nodeId);
}
