import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { RecordChanges, TreeChange, TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { isSameRecord } from './same-record.ts';

/** One step of a chain: an operation on the tree the previous step left. */
export type TreeStep = (tree: DesignTree) => TreeResult;

/**
 * Runs operations one after another as one edit: the first failure fails the whole chain, and
 * the change is the difference between the first tree and the last, so a row inserted by one
 * step and edited by the next is reported once, as inserted with its final content.
 */
export function chainOperations(tree: DesignTree, steps: readonly TreeStep[]): TreeResult {
  let current = tree;
  const changes: TreeChange[] = [];
  for (const step of steps) {
    const result = step(current);
    if (!result.ok) return result;
    current = result.tree;
    changes.push(result.change);
  }
  return {
    ok: true,
    tree: current,
    change: {
      nodes: netChange(
        changes.map((change) => change.nodes),
        tree.nodes,
        current.nodes,
      ),
      options: netChange(
        changes.map((change) => change.options),
        tree.options,
        current.options,
      ),
    },
  };
}

function netChange<R extends NodeRecord | OptionRecord>(
  steps: RecordChanges<R>[],
  before: ReadonlyMap<number, R>,
  after: ReadonlyMap<number, R>,
): RecordChanges<R> {
  // Ids in the order the steps first touched them, so inserts keep their creation order.
  const touched = new Set<number>();
  for (const step of steps) {
    for (const row of step.inserted) touched.add(row.id);
    for (const row of step.updated) touched.add(row.id);
    for (const id of step.deleted) touched.add(id);
  }
  const net: RecordChanges<R> = { inserted: [], updated: [], deleted: [] };
  for (const id of touched) {
    const old = before.get(id);
    const now = after.get(id);
    if (!old && now) net.inserted.push(now);
    else if (old && !now) net.deleted.push(id);
    else if (old && now && !isSameRecord(old, now)) net.updated.push(now);
  }
  return net;
}
