import type { DesignRecords, NodeRecord, OptionRecord, TreeChange } from '@cairn/core';

/**
 * Brings the designer's copy up to a server answer. Unlike core's `applyChange`, which proves a
 * change exact and throws on a row it does not know, this accepts rows the copy never held: GET
 * nodes leaves the trash out, so restoring or purging a question trashed before the screen opened
 * updates or deletes rows (the question, its options) the copy has never seen.
 */
export function applyServerChange(
  records: DesignRecords,
  change: TreeChange,
): { nodes: NodeRecord[]; options: OptionRecord[] } {
  return { nodes: applyTo(records.nodes, change.nodes), options: applyTo(records.options, change.options) };
}

function applyTo<R extends { id: number }>(
  rows: readonly R[],
  changes: { inserted: readonly R[]; updated: readonly R[]; deleted: readonly number[] },
): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of changes.inserted) byId.set(row.id, row);
  for (const row of changes.updated) byId.set(row.id, row);
  for (const id of changes.deleted) byId.delete(id);
  return [...byId.values()];
}

/** The rows of `extra` the copy does not hold yet (stored rows fetched later: trash, options). */
export function withMissingRecords(
  records: DesignRecords,
  extra: Partial<DesignRecords>,
): { nodes: NodeRecord[]; options: OptionRecord[] } {
  const nodeIds = new Set(records.nodes.map((node) => node.id));
  const optionIds = new Set(records.options.map((option) => option.id));
  return {
    nodes: [...records.nodes, ...(extra.nodes ?? []).filter((node) => !nodeIds.has(node.id))],
    options: [...records.options, ...(extra.options ?? []).filter((option) => !optionIds.has(option.id))],
  };
}
