import {
  canHoldChild,
  type DesignTree,
  isContainerNode,
  NodeModel,
  type NodeRecord,
  takesCode,
} from '@cairn/core';

export type CanvasItemKind = 'group' | 'question' | 'page' | 'loop';

/**
 * One row of the canvas. The canvas is a flat list in reading order (groups are header rows,
 * their questions follow one level deeper), so one sortable list serves mouse, touch and keyboard
 * and a drop's place is read from the row before it.
 */
export interface CanvasItem {
  id: number;
  kind: CanvasItemKind;
  depth: number;
  parentId: number | null;
  /** Question number on screen (1, 2 … for questions that take a code). */
  number?: number;
}

function kindOf(node: NodeRecord): CanvasItemKind {
  if (node.model === NodeModel.Group || node.model === NodeModel.Branch) return 'group';
  if (node.model === NodeModel.Page) return 'page';
  return isContainerNode(node) ? 'loop' : 'question';
}

export function isContainerItem(item: CanvasItem): boolean {
  return item.kind === 'group' || item.kind === 'loop';
}

function sameItem(a: CanvasItem | undefined, b: CanvasItem): a is CanvasItem {
  return (
    a !== undefined &&
    a.kind === b.kind &&
    a.depth === b.depth &&
    a.parentId === b.parentId &&
    a.number === b.number
  );
}

/**
 * The live tree as canvas rows, depth first. Rows equal to one in `previous` are that same object,
 * so after an edit only the rows that changed re-render.
 */
export function flattenTree(tree: DesignTree, previous: readonly CanvasItem[] = []): CanvasItem[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  const items: CanvasItem[] = [];
  let number = 0;
  const visit = (parentId: number | null, depth: number) => {
    for (const id of tree.children.get(parentId) ?? []) {
      const node = tree.nodes.get(id);
      if (!node) continue;
      const item: CanvasItem = { id, kind: kindOf(node), depth, parentId };
      if (takesCode(node)) item.number = ++number;
      const old = before.get(id);
      items.push(sameItem(old, item) ? old : item);
      visit(id, depth + 1);
    }
  };
  visit(null, 0);
  return items;
}

/** The rows while `activeId` is dragged: a dragged group or loop carries its rows, so they are hidden. */
export function rowsWhileDragging(items: readonly CanvasItem[], activeId: number | null): CanvasItem[] {
  const start = items.findIndex((item) => item.id === activeId);
  const active = items[start];
  if (!active || !isContainerItem(active)) return [...items];
  let end = start + 1;
  while (end < items.length && (items[end] as CanvasItem).depth > active.depth) end++;
  return [...items.slice(0, start + 1), ...items.slice(end)];
}

export interface Move {
  id: number;
  parentId: number | null;
  index: number;
}

/**
 * Where a drop puts the dragged node, for core's `moveNode`: `rows` are the rows as shown during
 * the drag, and the dragged row now stands at `toIndex`. A group goes among the top-level nodes
 * after every one that has a row above it. Anything else goes first into a container right above
 * it that may hold it, or after the row above it; when that parent may not hold it (a loop inside
 * a loop), it climbs out to the nearest ancestor that may.
 */
export function resolveDrop(
  tree: DesignTree,
  rows: readonly CanvasItem[],
  activeId: number,
  toIndex: number,
): Move | undefined {
  const node = tree.nodes.get(activeId);
  const from = rows.findIndex((row) => row.id === activeId);
  if (!node || from < 0) return undefined;
  const order = rows.filter((row) => row.id !== activeId);
  const before = order.slice(0, Math.max(0, Math.min(toIndex, order.length)));
  const siblingsOf = (parentId: number | null) =>
    (tree.children.get(parentId) ?? []).filter((id) => id !== activeId);

  if (node.model === NodeModel.Group || node.model === NodeModel.Branch) {
    const above = new Set(before.map((row) => topAncestorOf(tree, row.id)));
    above.delete(activeId);
    return { id: activeId, parentId: null, index: above.size };
  }
  const prev = before.at(-1);
  if (!prev) return { id: activeId, parentId: null, index: 0 };
  const prevNode = tree.nodes.get(prev.id) as NodeRecord;
  if (isContainerNode(prevNode) && canHoldChild(prevNode, node)) {
    return { id: activeId, parentId: prev.id, index: 0 };
  }
  // After `anchor` in its parent, climbing while that parent may not hold the node.
  let anchor: NodeRecord | undefined = prevNode;
  while (anchor) {
    const parent: NodeRecord | null =
      anchor.parentId === null ? null : (tree.nodes.get(anchor.parentId) ?? null);
    if (canHoldChild(parent, node)) {
      const index = siblingsOf(anchor.parentId).indexOf(anchor.id) + 1;
      return { id: activeId, parentId: anchor.parentId, index };
    }
    anchor = parent ?? undefined;
  }
  return undefined;
}

function topAncestorOf(tree: DesignTree, id: number): number {
  let current = tree.nodes.get(id);
  while (current && current.parentId !== null) {
    const parent = tree.nodes.get(current.parentId);
    if (!parent) break;
    current = parent;
  }
  return current?.id ?? id;
}

/** Whether a move changes anything (dropping a row where it was sends nothing). */
export function isNoMove(tree: DesignTree, move: Move): boolean {
  const node = tree.nodes.get(move.id);
  if (!node || node.parentId !== move.parentId) return false;
  const siblings = (tree.children.get(move.parentId) ?? []).filter((id) => id !== move.id);
  return (tree.children.get(move.parentId) ?? []).indexOf(move.id) === Math.min(move.index, siblings.length);
}
