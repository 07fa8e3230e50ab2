import { CODE_STATUS, MAX_CODES_PER_REPORT, MAX_NET_LEVEL, type NetInput } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import {
  active,
  activeNet,
  byId,
  childrenOf,
  type Frame,
  heightOf,
  isLeaf,
  type NetRow,
  sameLabel,
  subtreeOf,
} from './frame-model.ts';

export * from './frame-model.ts';
export * from './frame-tally.ts';

/**
 * The code frame's rules without a database (unit tested in frame-ops.test.ts). An operation takes
 * the report's entries, changes a copy, and the store writes the rows that differ
 * (frame-store.ts). New entries get negative ids until the store inserts them; a refused operation
 * may leave the copy half changed, and then nothing is written.
 */
function inputHeight(inputs: readonly NetInput[]): number {
  return inputs.reduce((max, n) => Math.max(max, 1 + inputHeight(n.nodes ?? [])), 0);
}

function levelUnder(frame: Frame, parentId: number | null): number {
  return parentId === null ? 1 : activeNet(frame, parentId).level + 1;
}

function checkDepth(level: number, height: number, what: string): void {
  if (level + height - 1 > MAX_NET_LEVEL)
    throw new AppError('A0331', `${what} would reach level ${level + height - 1}`);
}

function checkLabel(frame: Frame, parentId: number | null, label: string, except?: number): void {
  if (childrenOf(frame, parentId).some((s) => s.id !== except && sameLabel(s.label, label)))
    throw new AppError('A0333', label);
}

/** Gives the parent's children sort 0, 1, 2 … in the given order. */
function renumber(siblings: readonly NetRow[]): void {
  siblings.forEach((row, i) => {
    row.sort = i;
  });
}

function relevel(frame: Frame, id: number, level: number): void {
  const row = byId(frame, id)!;
  row.level = level;
  for (const child of childrenOf(frame, id)) relevel(frame, child.id, level + 1);
}

function newRow(frame: Frame, parentId: number | null, level: number, label: string, keywords: string[]) {
  const row: NetRow = {
    id: frame.nextTempId--,
    codeId: frame.nextCodeId++,
    label: label.trim(),
    level,
    parentId,
    sort: childrenOf(frame, parentId).length,
    codeStatus: CODE_STATUS.active,
    mergedInto: null,
    removedWith: null,
    keywords: [...new Set(keywords.map((k) => k.trim()).filter(Boolean))],
  };
  frame.rows.push(row);
  return row;
}

function checkRoom(frame: Frame, adding: number): void {
  if (frame.rows.length + adding > MAX_CODES_PER_REPORT)
    throw new AppError('A0400', `a frame holds at most ${MAX_CODES_PER_REPORT} codes`);
}

function countInputs(inputs: readonly NetInput[]): number {
  return inputs.reduce((n, i) => n + 1 + countInputs(i.nodes ?? []), 0);
}

/** Adds entries with their children under a parent; labels are unique among siblings. */
export function addNets(frame: Frame, parentId: number | null, inputs: readonly NetInput[]): NetRow[] {
  const level = levelUnder(frame, parentId);
  checkDepth(level, inputHeight(inputs), 'a code');
  checkRoom(frame, countInputs(inputs));
  const added: NetRow[] = [];
  const add = (under: number | null, at: number, list: readonly NetInput[]) => {
    for (const input of list) {
      checkLabel(frame, under, input.label);
      const row = newRow(frame, under, at, input.label, input.keywords ?? []);
      added.push(row);
      add(row.id, at + 1, input.nodes ?? []);
    }
  };
  add(parentId, level, inputs);
  return added;
}

/** Moves an entry (with its subtree) under another parent at a position. */
export function moveNet(frame: Frame, id: number, parentId: number | null, index: number): void {
  const row = activeNet(frame, id);
  if (parentId !== null && subtreeOf(frame, id).some((r) => r.id === parentId))
    throw new AppError('A0400', 'a code cannot move under itself');
  const level = levelUnder(frame, parentId);
  checkDepth(level, heightOf(frame, id), `“${row.label}”`);
  if (parentId !== row.parentId) checkLabel(frame, parentId, row.label, id);
  const oldParent = row.parentId;
  const siblings = childrenOf(frame, parentId).filter((r) => r.id !== id);
  siblings.splice(Math.min(index, siblings.length), 0, row);
  row.parentId = parentId;
  relevel(frame, id, level);
  renumber(siblings);
  if (oldParent !== parentId) renumber(childrenOf(frame, oldParent));
}

function copyLabel(frame: Frame, parentId: number | null, label: string): string {
  for (let n = 2; ; n++) {
    const candidate = `${label} (${n})`;
    if (!childrenOf(frame, parentId).some((s) => sameLabel(s.label, candidate))) return candidate;
  }
}

/** Copies an entry with its children (new code numbers, no hits) right after it. */
export function copyNet(frame: Frame, id: number): NetRow {
  const row = activeNet(frame, id);
  checkRoom(frame, subtreeOf(frame, id).length);
  const copyUnder = (source: NetRow, parentId: number | null, label: string): NetRow => {
    const copy = newRow(frame, parentId, source.level, label, source.keywords);
    for (const child of childrenOf(frame, source.id)) copyUnder(child, copy.id, child.label);
    return copy;
  };
  const copy = copyUnder(row, row.parentId, copyLabel(frame, row.parentId, row.label));
  const siblings = childrenOf(frame, row.parentId).filter((r) => r.id !== copy.id);
  siblings.splice(siblings.indexOf(row) + 1, 0, copy);
  renumber(siblings);
  return copy;
}

/** Merges leaves into a target leaf: their hits count to it until unmerged. */
export function mergeNets(frame: Frame, ids: readonly number[], targetId: number): void {
  const target = activeNet(frame, targetId);
  if (!isLeaf(frame, target.id)) throw new AppError('A0400', `“${target.label}” has codes under it`);
  for (const id of new Set(ids)) {
    const row = activeNet(frame, id);
    if (id === targetId) throw new AppError('A0400', 'a code cannot be merged into itself');
    if (!isLeaf(frame, id)) throw new AppError('A0400', `“${row.label}” has codes under it`);
    const oldParent = row.parentId;
    row.codeStatus = CODE_STATUS.merged;
    row.mergedInto = targetId;
    renumber(childrenOf(frame, oldParent));
  }
}

/** Undoes a merge: back under its parent (or at the top when that parent is gone). */
export function unmergeNet(frame: Frame, id: number): void {
  const row = byId(frame, id);
  if (!row || row.codeStatus !== CODE_STATUS.merged) throw new AppError('A0404', `merged code ${id}`);
  const parent = row.parentId === null ? undefined : byId(frame, row.parentId);
  const parentId = active(parent) ? parent.id : null;
  checkLabel(frame, parentId, row.label, id);
  row.parentId = parentId;
  row.level = parentId === null ? 1 : parent!.level + 1;
  row.codeStatus = CODE_STATUS.active;
  row.mergedInto = null;
  row.sort = childrenOf(frame, parentId).length;
}

/** Puts entries sharing a parent under a new entry in their place, which counts their union. */
export function netting(frame: Frame, ids: readonly number[], label: string): NetRow {
  const rows = [...new Set(ids)].map((id) => activeNet(frame, id));
  const parentId = rows[0]!.parentId;
  if (rows.some((r) => r.parentId !== parentId))
    throw new AppError('A0400', 'the codes to put under a net must share one parent');
  const level = levelUnder(frame, parentId);
  for (const row of rows) checkDepth(level + 1, heightOf(frame, row.id), `“${row.label}”`);
  if (!rows.some((r) => sameLabel(r.label, label))) checkLabel(frame, parentId, label);
  else throw new AppError('A0333', label);
  checkRoom(frame, 1);
  const siblings = childrenOf(frame, parentId);
  const first = Math.min(...rows.map((r) => siblings.indexOf(r)));
  const net = newRow(frame, parentId, level, label, []);
  const rest = siblings.filter((r) => !rows.includes(r));
  rest.splice(Math.min(first, rest.length), 0, net);
  renumber(rest);
  rows.forEach((row) => {
    row.parentId = net.id;
    relevel(frame, row.id, level + 1);
  });
  renumber(rows);
  return net;
}

export function renameNet(frame: Frame, id: number, label: string, keywords?: readonly string[]): NetRow {
  const row = activeNet(frame, id);
  checkLabel(frame, row.parentId, label, id);
  row.label = label.trim();
  if (keywords) row.keywords = [...new Set(keywords.map((k) => k.trim()).filter(Boolean))];
  return row;
}

/** Sorts a parent's children: 1 by approved count (most first), 2 by label, 3 by codeId. */
export function sortChildren(
  frame: Frame,
  parentId: number | null,
  type: 1 | 2 | 3,
  counts: ReadonlyMap<number, number>,
): void {
  if (parentId !== null) activeNet(frame, parentId);
  const collator = new Intl.Collator(['zh', 'en'], { numeric: true });
  const siblings = childrenOf(frame, parentId);
  siblings.sort((a, b) => {
    if (type === 1) return (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.sort - b.sort;
    if (type === 2) return collator.compare(a.label, b.label);
    return a.codeId - b.codeId;
  });
  renumber(siblings);
}

/** Removes entries (codeStatus 5) with their subtrees; each remembers which removal took it. */
export function removeNets(frame: Frame, ids: readonly number[]): void {
  const rows = [...new Set(ids)].map((id) => activeNet(frame, id));
  for (const row of rows) {
    if (!active(row)) continue; // taken along by an earlier one of the list
    const parent = row.parentId;
    for (const r of subtreeOf(frame, row.id)) {
      r.codeStatus = CODE_STATUS.removed;
      r.removedWith = row.id;
    }
    renumber(childrenOf(frame, parent));
  }
}

/** Brings back a removed entry with what its removal took along (at the top when its parent is gone). */
export function restoreNet(frame: Frame, id: number): void {
  const row = byId(frame, id);
  if (!row || row.codeStatus !== CODE_STATUS.removed || row.removedWith !== id)
    throw new AppError('A0404', `removed code ${id}`);
  const parent = row.parentId === null ? undefined : byId(frame, row.parentId);
  const parentId = active(parent) ? parent.id : null;
  const along = frame.rows.filter((r) => r.removedWith === id);
  checkLabel(frame, parentId, row.label);
  for (const r of along) {
    r.codeStatus = CODE_STATUS.active;
    r.removedWith = null;
  }
  const level = parentId === null ? 1 : parent!.level + 1;
  try {
    checkDepth(level, heightOf(frame, id), `“${row.label}”`);
  } catch (error) {
    for (const r of along) {
      r.codeStatus = CODE_STATUS.removed;
      r.removedWith = id;
    }
    throw error;
  }
  row.parentId = parentId;
  row.sort = childrenOf(frame, parentId).filter((r) => r.id !== id).length;
  relevel(frame, id, level);
}
