import type { OptionRecord } from '../model/option.ts';
import type { TreeDraft } from '../tree/tree-draft.ts';

/**
 * Linked (joined) questions: a question with `joinId` = another question's id mirrors that
 * question's options. Mirrors keep the source option's code, so a family (the root and everything
 * joined to it, directly or through another) shares one option-code space.
 */
export function rootOf(draft: TreeDraft, nodeId: number): number {
  const seen = new Set<number>();
  let current = nodeId;
  for (;;) {
    const joinId = draft.node(current)?.joinId ?? 0;
    if (joinId === 0 || seen.has(joinId) || !draft.node(joinId)) return current;
    seen.add(current);
    current = joinId;
  }
}

/** Questions joined to `nodeId`, directly or not, in breadth-first order (sources before mirrors). */
export function dependantsOf(draft: TreeDraft, nodeId: number): number[] {
  const byJoin = new Map<number, number[]>();
  for (const node of draft.allNodes()) {
    if (node.joinId !== 0) byJoin.set(node.joinId, [...(byJoin.get(node.joinId) ?? []), node.id]);
  }
  const found: number[] = [];
  const queue = [nodeId];
  while (queue.length > 0) {
    for (const id of byJoin.get(queue.shift() as number) ?? []) {
      if (id === nodeId || found.includes(id)) continue;
      found.push(id);
      queue.push(id);
    }
  }
  return found;
}

/** The root and all its dependants. */
export function familyOf(draft: TreeDraft, nodeId: number): number[] {
  const root = rootOf(draft, nodeId);
  return [root, ...dependantsOf(draft, root)];
}

/** Options of the family sharing one code space: same option type, groups apart. */
export function familyOptions(
  draft: TreeDraft,
  nodeId: number,
  sample: Pick<OptionRecord, 'type' | 'isGroup'>,
) {
  return familyOf(draft, nodeId).flatMap((id) =>
    draft
      .optionsOfNode(id)
      .filter((option) => option.type === sample.type && option.isGroup === sample.isGroup),
  );
}

/** Options mirroring `source`, directly or through another mirror, sources before mirrors. */
export function mirrorsOf(draft: TreeDraft, source: OptionRecord): OptionRecord[] {
  const candidates = dependantsOf(draft, source.nodeId).flatMap((id) => draft.optionsOfNode(id));
  const found: OptionRecord[] = [];
  const queue = [source.id];
  while (queue.length > 0) {
    const sourceId = queue.shift() as number;
    for (const option of candidates) {
      if (option.joinId === sourceId && !found.includes(option)) {
        found.push(option);
        queue.push(option.id);
      }
    }
  }
  return found;
}
