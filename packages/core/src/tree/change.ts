import type { Issue } from '../model/issues.ts';
import type { Lang } from '../model/lang.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { DesignTree } from './design-tree.ts';

/**
 * Exactly what an operation changed, so the server writes only the difference: full new records
 * for inserts and updates, ids for deletes. Inserted records come in creation order (a parent
 * before its children, a node before its options); the first inserted node is the one the
 * operation made (the new question, the copy).
 */
export interface RecordChanges<R> {
  inserted: R[];
  updated: R[];
  deleted: number[];
}

export interface TreeChange {
  nodes: RecordChanges<NodeRecord>;
  options: RecordChanges<OptionRecord>;
}

export type TreeResult = { ok: true; tree: DesignTree; change: TreeChange } | { ok: false; issues: Issue[] };

/** What operations need from outside: new ids, the survey's language for titles, the clock for the trash. */
export interface OpContext {
  /** A fresh id for a new node or option row (a `() => number` counter fits). */
  nextId: (kind: 'node' | 'option') => number;
  lang: Lang;
  /** ISO timestamp for `deletedAt`. */
  now: () => string;
}

export function fail(...issues: Issue[]): TreeResult {
  return { ok: false, issues };
}

export function isEmptyChange(change: TreeChange): boolean {
  const { nodes, options } = change;
  return [
    nodes.inserted,
    nodes.updated,
    nodes.deleted,
    options.inserted,
    options.updated,
    options.deleted,
  ].every((list) => list.length === 0);
}
