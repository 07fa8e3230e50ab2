import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { TreeChange } from './change.ts';
import type { DesignRecords } from './design-tree.ts';

/**
 * Applies a change to stored rows the way the server does (insert, update by id, delete by id).
 * The designer uses it to bring its copy up to the server's answer; tests use it to prove a
 * change is exact: old rows + change = the new tree's rows.
 */
export function applyChange(
  records: DesignRecords,
  change: TreeChange,
): { nodes: NodeRecord[]; options: OptionRecord[] } {
  return {
    nodes: applyTo(records.nodes, change.nodes),
    options: applyTo(records.options, change.options),
  };
}

function applyTo<R extends { id: number }>(
  rows: readonly R[],
  changes: { inserted: R[]; updated: R[]; deleted: number[] },
): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of changes.inserted) {
    if (byId.has(row.id)) throw new Error(`insert of existing id ${row.id}`);
    byId.set(row.id, row);
  }
  for (const row of changes.updated) {
    if (!byId.has(row.id)) throw new Error(`update of missing id ${row.id}`);
    byId.set(row.id, row);
  }
  for (const id of changes.deleted) {
    if (!byId.delete(id)) throw new Error(`delete of missing id ${id}`);
  }
  return [...byId.values()];
}
