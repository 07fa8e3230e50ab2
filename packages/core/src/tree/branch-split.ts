import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { defaultTitle } from '../model/titles.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { type BranchSetting, ZBranchSetting } from '../survey/flow.ts';
import type { OpContext } from './change.ts';
import { isLive } from './design-tree.ts';
import { liveNode, notFound } from './draft-queries.ts';
import { newNodeRecord } from './new-records.ts';
import type { TreeDraft } from './tree-draft.ts';

/**
 * Reads and builds splits (survey/flow.ts): a split is a run of consecutive top-level branch
 * nodes with the same `setting.split`; each branch node is one path.
 */

export function isBranchNode(node: Pick<NodeRecord, 'model'>): boolean {
  return node.model === NodeModel.Branch;
}

/** The branch setting with defaults; a damaged one reads as a path of its own split. */
export function branchSettingOf(node: NodeRecord): BranchSetting {
  const parsed = ZBranchSetting.safeParse(node.setting);
  return parsed.success ? parsed.data : { split: -node.id, name: '', condition: null };
}

/** The paths of the split `branchId` belongs to, in order (the run of siblings around it); none for a non-branch. */
export function splitPathIds(draft: TreeDraft, branchId: number): number[] {
  const branch = draft.node(branchId);
  // Not a branch (e.g. a view drawn from an older tree): no split.
  if (!branch || !isBranchNode(branch)) return [];
  const split = branchSettingOf(branch).split;
  const siblings = draft.childIds(branch.parentId);
  const at = siblings.indexOf(branchId);
  const inSplit = (id: number | undefined) => {
    const node = id === undefined ? undefined : draft.node(id);
    return node !== undefined && isBranchNode(node) && branchSettingOf(node).split === split;
  };
  let first = at;
  while (inSplit(siblings[first - 1])) first--;
  let last = at;
  while (inSplit(siblings[last + 1])) last++;
  return siblings.slice(first, last + 1);
}

/** A live branch node, or the issue saying why `id` is not one. */
export function livePath(draft: TreeDraft, id: number): { node: NodeRecord } | { issue: Issue } {
  const node = liveNode(draft, id);
  if (!node) return { issue: notFound('nodes', id) };
  if (!isBranchNode(node)) return { issue: issue('A0400', ['nodes', id], 'not a branch path') };
  return { node };
}

/** A split number no live branch uses. */
export function nextSplitNumber(draft: TreeDraft): number {
  let max = 0;
  for (const node of draft.allNodes())
    if (isLive(node) && isBranchNode(node)) max = Math.max(max, branchSettingOf(node).split);
  return max + 1;
}

/** A new path record (no condition: "otherwise" until the author sets one). */
export function newPathRecord(
  draft: TreeDraft,
  ctx: OpContext,
  split: number,
  n: number,
  name?: string,
): NodeRecord {
  const title = name?.trim() || defaultTitle('branchPath', n, ctx.lang);
  return newNodeRecord({
    id: ctx.nextId('node'),
    surveyId: draft.base.surveyId,
    model: NodeModel.Branch,
    title: sanitizeRichText(title),
    setting: { split, name: title, condition: null, order: 0, fixed_ids: [] },
  });
}

/**
 * Splits whose paths are not one run of consecutive siblings (a move dropped something between
 * them or took a path elsewhere). Sorting refuses to make a split scattered (sort-nodes.ts).
 */
export function scatteredSplits(draft: TreeDraft): Set<number> {
  const places = new Map<number, { parentId: number | null; index: number }[]>();
  for (const node of draft.allNodes()) {
    if (!isLive(node) || !isBranchNode(node)) continue;
    const index = draft.childIds(node.parentId).indexOf(node.id);
    if (index < 0) continue;
    const split = branchSettingOf(node).split;
    places.set(split, [...(places.get(split) ?? []), { parentId: node.parentId, index }]);
  }
  const scattered = new Set<number>();
  for (const [split, list] of places) {
    const indexes = list.map((place) => place.index).sort((a, b) => a - b);
    const oneParent = list.every((place) => place.parentId === list[0]?.parentId);
    const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] as number) + 1);
    if (!oneParent || !consecutive) scattered.add(split);
  }
  return scattered;
}
