import { CODE_STATUS } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';

/**
 * A report's code frame in memory: its entries and the reads every rule and count starts from.
 * The rules are in frame-ops.ts, the counts in frame-tally.ts (all pure, unit tested without a
 * database). New entries carry negative ids until the store inserts them (frame-store.ts).
 */
export interface NetRow {
  id: number;
  codeId: number;
  label: string;
  level: number;
  parentId: number | null;
  sort: number;
  codeStatus: number;
  mergedInto: number | null;
  /** The entry whose removal took this one along (itself for the entry removed). */
  removedWith: number | null;
  keywords: string[];
}

export interface Frame {
  rows: NetRow[];
  /** The next codeId to hand out. */
  nextCodeId: number;
  /** The next temporary (negative) id. */
  nextTempId: number;
}

export function frameOf(rows: readonly NetRow[], nextCodeId: number): Frame {
  return { rows: rows.map((r) => ({ ...r, keywords: [...r.keywords] })), nextCodeId, nextTempId: -1 };
}

export const active = (row: NetRow | undefined): row is NetRow => row?.codeStatus === CODE_STATUS.active;
export const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function byId(frame: Frame, id: number): NetRow | undefined {
  return frame.rows.find((r) => r.id === id);
}

/** An entry in use, or A0404. */
export function activeNet(frame: Frame, id: number): NetRow {
  const row = byId(frame, id);
  if (!active(row)) throw new AppError('A0404', `code ${id}`);
  return row;
}

/** The entries in use under a parent (null: the nets), in their order. */
export function childrenOf(frame: Frame, parentId: number | null): NetRow[] {
  return frame.rows
    .filter((r) => active(r) && r.parentId === parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function isLeaf(frame: Frame, id: number): boolean {
  return childrenOf(frame, id).length === 0;
}

/** The entry and every entry in use below it. */
export function subtreeOf(frame: Frame, id: number): NetRow[] {
  const root = byId(frame, id);
  if (!root) return [];
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...childrenOf(frame, out[i]!.id));
  return out;
}

/** Levels the entry's subtree spans (1 for a leaf). */
export function heightOf(frame: Frame, id: number): number {
  const children = childrenOf(frame, id);
  return 1 + children.reduce((max, c) => Math.max(max, heightOf(frame, c.id)), 0);
}

/** Leaves in use, in frame order (what answers are coded to). */
export function leavesOf(frame: Frame): NetRow[] {
  const out: NetRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of childrenOf(frame, parentId)) {
      if (isLeaf(frame, row.id)) out.push(row);
      else walk(row.id);
    }
  };
  walk(null);
  return out;
}

/** Entries in use in frame order (depth first), for stats, exports and cross tables. */
export function entriesInOrder(frame: Frame): NetRow[] {
  const out: NetRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of childrenOf(frame, parentId)) {
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}
