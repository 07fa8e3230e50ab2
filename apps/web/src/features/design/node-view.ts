import { type DesignTree, isSameRecord, type Node, type NodeRecord, type OptionRecord } from '@cairn/core';

interface Cached {
  record: NodeRecord;
  options: readonly OptionRecord[];
  view: Node;
}

const cache = new WeakMap<NodeRecord, Cached>();
/**
 * The last view of each node id. Sending a held sort re-runs the moves on the queue's tree and the
 * server answers with its own copies of the moved rows: new objects with the same content, which
 * must not re-render their rows (that re-render was most of a long frame after each drop).
 */
const latest = new Map<number, Cached>();

function sameList(a: readonly OptionRecord[], b: readonly OptionRecord[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i] || isSameRecord(item, b[i]));
}

/** Equal content; a moved record (the usual change during a sort) is told apart without a deep look. */
function sameRecord(a: NodeRecord, b: NodeRecord): boolean {
  if (a === b) return true;
  if (a.position !== b.position || a.parentId !== b.parentId || a.title !== b.title) return false;
  return isSameRecord(a, b);
}

/**
 * A question as survey-ui renders it (record plus options; children are rows of their own). The
 * same object comes back while the record and its options are unchanged in content, so a
 * memoised card does not re-render when another question is edited: what keeps 300 questions fast.
 */
export function nodeViewOf(tree: DesignTree, id: number): Node | undefined {
  const record = tree.nodes.get(id);
  if (!record) return undefined;
  const options = (tree.optionsOf.get(id) ?? []).map(
    (optionId) => tree.options.get(optionId) as OptionRecord,
  );
  const hit = cache.get(record) ?? latest.get(id);
  if (hit && sameList(hit.options, options) && sameRecord(hit.record, record)) {
    if (hit.record !== record) cache.set(record, hit);
    return hit.view;
  }
  const view: Node = { ...record, options, children: [] };
  const made = { record, options, view };
  cache.set(record, made);
  latest.set(id, made);
  return view;
}
