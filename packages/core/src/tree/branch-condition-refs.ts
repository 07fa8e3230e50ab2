import type { Condition } from '../logic/schema.ts';
import type { NodeRecord } from '../model/node.ts';
import { checkBranchCondition } from './branch-condition.ts';
import { isBranchNode } from './branch-split.ts';
import type { TreeResult } from './change.ts';
import { type DesignTree, isLive } from './design-tree.ts';
import { TreeDraft } from './tree-draft.ts';

/** A branch path whose entry condition an edit would leave naming what it may no longer test. */
export interface StaleBranchCondition {
  /** The branch path (node id). */
  id: number;
  name: string;
  /** Indexes of the condition items that go stale. */
  items: number[];
  /** The questions those items test. */
  nodeIds: number[];
}

const conditionOf = (node: NodeRecord): Condition | null => {
  const condition = node.setting.condition as Condition | null | undefined;
  return condition && Array.isArray(condition.nodes) ? condition : null;
};

/** Indexes of the items `checkBranchCondition` finds fault with. */
function badItems(tree: DesignTree, node: NodeRecord, condition: Condition): Set<number> {
  const bad = new Set<number>();
  for (const found of checkBranchCondition(tree, node.id, condition))
    if (found.path[1] === 'nodes' && typeof found.path[2] === 'number') bad.add(found.path[2]);
  return bad;
}

/**
 * Branch conditions are "logic that refers to" a question (the 00001 rule, DESIGN.md §3): the
 * path conditions an edit (before → after) makes stale, because a question or option they test
 * was deleted or trashed, or moved to or after the split. Items already stale before the edit
 * are not this edit's doing and are left to the diagnosis; paths the edit removes do not count.
 */
export function staleBranchConditions(before: DesignTree, after: DesignTree): StaleBranchCondition[] {
  const stale: StaleBranchCondition[] = [];
  for (const node of after.nodes.values()) {
    if (!isBranchNode(node) || !isLive(node)) continue;
    const condition = conditionOf(node);
    if (!condition || condition.nodes.length === 0) continue;
    const was = before.nodes.get(node.id);
    const wasCondition = was && isLive(was) ? conditionOf(was) : null;
    const already = was && wasCondition ? badItems(before, was, wasCondition) : new Set<number>();
    const items = [...badItems(after, node, condition)].filter((i) => !already.has(i)).sort((a, b) => a - b);
    if (items.length === 0) continue;
    stale.push({
      id: node.id,
      name: typeof node.setting.name === 'string' ? node.setting.name : '',
      items,
      nodeIds: [...new Set(items.map((i) => condition.nodes[i]?.nodeId as number))],
    });
  }
  return stale.sort((a, b) => a.id - b.id);
}

/**
 * The forced side of the 00001 rule for branch paths: the stale items are taken out of each
 * condition; a path left without items has no condition ("otherwise").
 */
export function clearStaleBranchConditions(
  tree: DesignTree,
  stale: readonly StaleBranchCondition[],
): TreeResult {
  const draft = new TreeDraft(tree);
  for (const { id, items } of stale) {
    const node = draft.node(id);
    const condition = node ? conditionOf(node) : null;
    if (!node || !condition) continue;
    const nodes = condition.nodes.filter((_, i) => !items.includes(i));
    draft.putNode({
      ...node,
      setting: { ...node.setting, condition: nodes.length > 0 ? { ...condition, nodes } : null },
    });
  }
  return draft.commit();
}
