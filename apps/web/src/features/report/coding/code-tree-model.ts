import { type CodeFrame, type CodeNet, MAX_NET_LEVEL } from '@cairn/contract';

/** One row of the frame as the tree shows it: the entry and where it sits among its siblings. */
export interface FrameRow {
  net: CodeNet;
  parentId: number | null;
  index: number;
  siblings: number;
}

/** Entries in use, depth first (parents before children): the rows of the tree, in order. */
export function frameRows(frame: CodeFrame): FrameRow[] {
  const rows: FrameRow[] = [];
  const walk = (nets: readonly CodeNet[], parentId: number | null) =>
    nets.forEach((net, index) => {
      rows.push({ net, parentId, index, siblings: nets.length });
      walk(net.nodes, net.id);
    });
  walk(
    frame.filter((n) => n.codeStatus === 0),
    null,
  );
  return rows;
}

/** Entries merged or removed (the frame lists them flat after the tree when asked for them). */
export const retiredNets = (frame: CodeFrame): CodeNet[] => frame.filter((n) => n.codeStatus !== 0);

/** Leaves in use with their path ("Price › Too expensive"): what an answer can be coded to. */
export function frameLeaves(frame: CodeFrame): { net: CodeNet; path: string }[] {
  const out: { net: CodeNet; path: string }[] = [];
  const walk = (nets: readonly CodeNet[], prefix: string) => {
    for (const net of nets) {
      if (net.codeStatus !== 0) continue;
      const path = prefix ? `${prefix} › ${net.label}` : net.label;
      if (net.nodes.length === 0) out.push({ net, path });
      else walk(net.nodes, path);
    }
  };
  walk(frame, '');
  return out;
}

export function findNet(frame: CodeFrame, id: number): CodeNet | undefined {
  for (const net of frame) {
    if (net.id === id) return net;
    const inner = findNet(net.nodes, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Levels a subtree spans (a leaf: 1). */
const height = (net: CodeNet): number => 1 + Math.max(0, ...net.nodes.map(height));

const contains = (net: CodeNet, id: number): boolean =>
  net.id === id || net.nodes.some((n) => contains(n, id));

export interface MoveTarget {
  id: number;
  parentId: number | null;
  index: number;
}

/**
 * Dropping `activeId` on the row of `overId` puts it at that row's place among that row's
 * siblings. Null when the drop changes nothing, lands inside the dragged code itself, or would
 * push a child below a sub-subnet.
 */
export function dropTarget(frame: CodeFrame, activeId: number, overId: number): MoveTarget | null {
  if (activeId === overId) return null;
  const rows = frameRows(frame);
  const active = rows.find((r) => r.net.id === activeId);
  const over = rows.find((r) => r.net.id === overId);
  if (!active || !over || contains(active.net, overId)) return null;
  const level = over.net.level;
  if (level - 1 + height(active.net) > MAX_NET_LEVEL) return null;
  return { id: activeId, parentId: over.parentId, index: over.index };
}

/** Keyboard move within the siblings: one place up (-1) or down (+1); null at either end. */
export function stepTarget(frame: CodeFrame, id: number, step: -1 | 1): MoveTarget | null {
  const row = frameRows(frame).find((r) => r.net.id === id);
  if (!row) return null;
  const index = row.index + step;
  if (index < 0 || index >= row.siblings) return null;
  return { id, parentId: row.parentId, index };
}

/** Of the chosen ids, those whose ancestors are not chosen too (a removal takes children along). */
export function topmost(frame: CodeFrame, ids: readonly number[]): number[] {
  const chosen = new Set(ids);
  const out: number[] = [];
  const walk = (nets: readonly CodeNet[], covered: boolean) =>
    nets.forEach((net) => {
      const mine = chosen.has(net.id);
      if (mine && !covered) out.push(net.id);
      walk(net.nodes, covered || mine);
    });
  walk(frame, false);
  return out;
}
