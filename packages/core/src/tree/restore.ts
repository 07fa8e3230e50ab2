import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { takesCode } from '../question-types/registry.ts';
import { fail, type TreeResult } from './change.ts';
import { type DesignTree, isLive } from './design-tree.ts';
import { checkQuestionLimit, insertAt, liveNode, notFound } from './draft-queries.ts';
import { canHoldChild } from './placement.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Puts trashed questions back where they stood, with their options and code (spec doc 1 §4):
 * after their old previous neighbour, else before their old next one, else at their old index in
 * their old parent, else at the end of the top level. A0114 when a live question now has the
 * same code. Several ids are restored last-deleted first, so runs deleted together come back in order.
 */
export function restoreNodes(tree: DesignTree, input: { ids: readonly number[] }): TreeResult {
  const draft = new TreeDraft(tree);
  const trashed = input.ids.map((id) => draft.node(id));
  const missing = input.ids.filter((_, i) => !trashed[i] || isLive(trashed[i] as NodeRecord));
  if (missing.length > 0) return fail(...missing.map((id) => notFound('nodes', id)));
  const nodes = (trashed as NodeRecord[]).sort((a, b) => (b.trash?.sequence ?? 0) - (a.trash?.sequence ?? 0));
  const limit = checkQuestionLimit(draft, nodes.length);
  if (limit.length > 0) return fail(...limit);
  const issues = nodes.flatMap((node) => codeClash(draft, node, nodes));
  if (issues.length > 0) return fail(...issues);
  for (const node of nodes) putBack(draft, node);
  return draft.commit();
}

export function restoreNode(tree: DesignTree, input: { id: number }): TreeResult {
  return restoreNodes(tree, { ids: [input.id] });
}

function codeClash(draft: TreeDraft, node: NodeRecord, restoring: NodeRecord[]) {
  if (node.code === null || !takesCode(node)) return [];
  const clash = (other: NodeRecord) => other.id !== node.id && other.code === node.code && takesCode(other);
  const isTaken =
    [...draft.allNodes()].some((other) => isLive(other) && clash(other)) || restoring.some(clash);
  return isTaken
    ? [issue('A0114', ['nodes', node.id, 'code'], `a question with code ${node.code} exists`)]
    : [];
}

function placeFor(draft: TreeDraft, node: NodeRecord): { parentId: number | null; index: number } {
  const trash = node.trash;
  const parentOf = (id: number) => {
    const parentId = liveNode(draft, id)?.parentId ?? null;
    return parentId === null ? null : (liveNode(draft, parentId) ?? null);
  };
  const beside = (id: number | null | undefined, offset: number) => {
    const neighbour = id == null ? undefined : liveNode(draft, id);
    if (!neighbour || !canHoldChild(parentOf(neighbour.id), node)) return undefined;
    return {
      parentId: neighbour.parentId,
      index: draft.childIds(neighbour.parentId).indexOf(neighbour.id) + offset,
    };
  };
  const parentId = trash?.parentId ?? null;
  const parent = parentId === null ? null : liveNode(draft, parentId);
  const inOldParent =
    parent !== undefined && canHoldChild(parent, node)
      ? { parentId, index: Math.min(trash?.position ?? 0, draft.childIds(parentId).length) }
      : undefined;
  return (
    beside(trash?.previousId, 1) ??
    beside(trash?.nextId, 0) ??
    inOldParent ?? { parentId: null, index: draft.childIds(null).length }
  );
}

function putBack(draft: TreeDraft, node: NodeRecord): void {
  const place = placeFor(draft, node);
  draft.putNode({ ...node, deletedAt: null, trash: null, parentId: place.parentId });
  draft.setChildIds(place.parentId, insertAt(draft.childIds(place.parentId), place.index, node.id));
}
