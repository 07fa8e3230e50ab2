import { CODE_STATUS, type CodeNet } from '@cairn/contract';
import { active, byId, childrenOf, type Frame, type NetRow, subtreeOf } from './frame-model.ts';

/** The entry in use a hit on `netId` counts to (following merges); null when removed. */
export function countingNet(frame: Frame, netId: number): NetRow | null {
  let row = byId(frame, netId);
  for (let hops = 0; row && row.codeStatus === CODE_STATUS.merged && hops < 1000; hops++)
    row = row.mergedInto === null ? undefined : byId(frame, row.mergedInto);
  return active(row) ? row : null;
}

/** Entries in use, the net first, up to the top: a hit counts to each of them. */
export function ancestry(frame: Frame, row: NetRow): NetRow[] {
  const out: NetRow[] = [];
  for (
    let r: NetRow | undefined = row;
    active(r);
    r = r.parentId === null ? undefined : byId(frame, r.parentId)
  )
    out.push(r);
  return out;
}

/** Ids of every entry (in use or merged) whose hits count to the entry or below it. */
export function netsCountingTo(frame: Frame, id: number): Set<number> {
  const under = new Set(subtreeOf(frame, id).map((r) => r.id));
  const out = new Set<number>();
  for (const row of frame.rows) {
    const target = countingNet(frame, row.id);
    if (target && under.has(target.id)) out.add(row.id);
  }
  return out;
}

export interface HitFact {
  netId: number;
  /** Index of the answer (distinct per response and answer key). */
  answer: number;
  checked: boolean;
  ai: boolean;
}

export interface Tally {
  /** Approved answers per entry id (a net: the union below it), weighted by `weightOf`. */
  count: Map<number, number>;
  weighted: Map<number, number>;
  /** Unchecked AI hits' answers per entry. */
  pending: Map<number, number>;
  /** Answers with at least one approved hit that counts. */
  coded: Set<number>;
}

/**
 * Counts answers per entry: each answer once per entry even when several of its hits fall below
 * it (the union). Removed entries' hits count nowhere; merged ones count to their target.
 */
export function tally(
  frame: Frame,
  hits: readonly HitFact[],
  weightOf: (answer: number) => number = () => 1,
): Tally {
  const approved = new Map<number, Set<number>>();
  const waiting = new Map<number, Set<number>>();
  const coded = new Set<number>();
  const path = new Map<number, NetRow[]>();
  for (const hit of hits) {
    let chain = path.get(hit.netId);
    if (!chain) {
      const target = countingNet(frame, hit.netId);
      chain = target ? ancestry(frame, target) : [];
      path.set(hit.netId, chain);
    }
    if (chain.length === 0) continue;
    const into = hit.checked ? approved : hit.ai ? waiting : null;
    if (!into) continue;
    if (hit.checked) coded.add(hit.answer);
    for (const row of chain) {
      const set = into.get(row.id) ?? new Set<number>();
      set.add(hit.answer);
      into.set(row.id, set);
    }
  }
  const count = new Map<number, number>();
  const weighted = new Map<number, number>();
  for (const [id, set] of approved) {
    count.set(id, set.size);
    let sum = 0;
    for (const answer of set) sum += weightOf(answer);
    weighted.set(id, sum);
  }
  const pending = new Map<number, number>();
  for (const [id, set] of waiting) pending.set(id, set.size);
  return { count, weighted, pending, coded };
}

function toNet(row: NetRow, nodes: CodeNet[], t: Tally | null): CodeNet {
  return {
    id: row.id,
    codeId: row.codeId,
    label: row.label,
    level: row.level as CodeNet['level'],
    parentId: row.parentId,
    sort: row.sort,
    codeStatus: row.codeStatus as CodeNet['codeStatus'],
    mergedInto: row.mergedInto,
    keywords: row.keywords,
    count: t?.count.get(row.id) ?? 0,
    pending: t?.pending.get(row.id) ?? 0,
    nodes,
  };
}

/** The tree of entries in use with their counts; with `withRemoved`, merged and removed ones flat at the end. */
export function frameTree(frame: Frame, t: Tally | null, withRemoved = false): CodeNet[] {
  const build = (parentId: number | null): CodeNet[] =>
    childrenOf(frame, parentId).map((row) => toNet(row, build(row.id), t));
  const tree = build(null);
  if (!withRemoved) return tree;
  const gone = frame.rows
    .filter((r) => r.codeStatus !== CODE_STATUS.active)
    .sort((a, b) => a.codeId - b.codeId)
    .map((row) => toNet(row, [], t));
  return [...tree, ...gone];
}
