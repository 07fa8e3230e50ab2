import { NodeModel } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { checkBranchCondition, parseBranchCondition } from './branch-condition.ts';
import { branchSettingOf, livePath, newPathRecord, splitPathIds } from './branch-split.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { insertAt } from './draft-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/** Edits of one split's paths (survey/flow.ts). Every one takes any path of the split as `id`. */

/** Adds an empty path without a condition right after path `id`. */
export function addBranchPath(
  tree: DesignTree,
  input: { id: number; name?: string },
  ctx: OpContext,
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = livePath(draft, input.id);
  if ('issue' in found) return fail(found.issue);
  const paths = splitPathIds(draft, found.node.id);
  const path = newPathRecord(draft, ctx, branchSettingOf(found.node).split, paths.length + 1, input.name);
  draft.putNode(path);
  draft.setChildIds(path.id, []);
  const siblings = draft.childIds(found.node.parentId);
  draft.setChildIds(found.node.parentId, insertAt(siblings, siblings.indexOf(found.node.id) + 1, path.id));
  return draft.commit();
}

/**
 * Removes path `id`; its questions are not lost but asked to everyone after the join: they go to
 * the start of the group right after the split, or stand at the top level there. The last path
 * of a split is removed by switching branching off.
 */
export function removeBranchPath(tree: DesignTree, input: { id: number }): TreeResult {
  const draft = new TreeDraft(tree);
  const found = livePath(draft, input.id);
  if ('issue' in found) return fail(found.issue);
  if (splitPathIds(draft, found.node.id).length < 2)
    return fail(issue('A0400', ['nodes', input.id], 'the only path goes by switching branching off'));
  removePathIn(draft, found.node);
  return draft.commit();
}

/** `removeBranchPath` on a draft, for a split of two paths or more (deleteNodes uses it too). */
export function removePathIn(draft: TreeDraft, node: NodeRecord): void {
  const paths = splitPathIds(draft, node.id);
  const freed = draft.childIds(node.id);
  const parentId = node.parentId;
  draft.setChildIds(node.id, []);
  draft.removeNode(node.id);
  const siblings = draft.childIds(parentId).filter((id) => id !== node.id);
  const lastLeft = paths.filter((id) => id !== node.id).at(-1) as number;
  const afterAt = siblings.indexOf(lastLeft) + 1;
  const after = siblings[afterAt] === undefined ? undefined : draft.node(siblings[afterAt] as number);
  if (after?.model === NodeModel.Group) {
    draft.setChildIds(after.id, [...freed, ...draft.childIds(after.id)]);
    draft.setChildIds(parentId, siblings);
  } else {
    draft.setChildIds(parentId, insertAt(siblings, afterAt, ...freed));
  }
}

/** Puts the split's paths in this order (`ids`: every path of the split once). */
export function sortBranchPaths(tree: DesignTree, input: { ids: number[] }): TreeResult {
  const draft = new TreeDraft(tree);
  const firstId = input.ids[0];
  if (firstId === undefined) return fail(issue('A0400', ['ids'], 'the paths of one split'));
  const found = livePath(draft, firstId);
  if ('issue' in found) return fail(found.issue);
  const paths = splitPathIds(draft, firstId);
  const same = paths.length === input.ids.length && new Set(input.ids).size === paths.length;
  if (!same || input.ids.some((id) => !paths.includes(id)))
    return fail(issue('A0400', ['ids'], 'every path of the split, once each'));
  const siblings = draft.childIds(found.node.parentId);
  const at = siblings.indexOf(paths[0] as number);
  const without = siblings.filter((id) => !paths.includes(id));
  draft.setChildIds(found.node.parentId, insertAt(without, at, ...input.ids));
  return draft.commit();
}

/**
 * Renames path `id` and/or sets its entry condition (`null`: none, "otherwise"). A condition may
 * only test questions read before the split, with their own options.
 */
export function updateBranchPath(
  tree: DesignTree,
  input: { id: number; name?: string; condition?: unknown },
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = livePath(draft, input.id);
  if ('issue' in found) return fail(found.issue);
  const setting = { ...found.node.setting, ...branchSettingOf(found.node) };
  const next = { ...found.node, setting };
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name.length === 0 || name.length > 100)
      return fail(issue('A0400', ['nodes', input.id, 'name'], 'a path name has 1 to 100 characters'));
    next.title = sanitizeRichText(name);
    setting.name = name;
  }
  if (input.condition !== undefined) {
    if (input.condition === null) setting.condition = null;
    else {
      const issues = checkBranchCondition(tree, input.id, input.condition);
      if (issues.length > 0) return fail(...issues);
      setting.condition = parseBranchCondition(input.condition);
    }
  }
  draft.putNode(next);
  return draft.commit();
}
