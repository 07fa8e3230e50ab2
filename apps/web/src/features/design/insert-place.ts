import {
  canHoldChild,
  type DesignTree,
  findQuestionType,
  type InsertInput,
  isContainerNode,
  NodeModel,
} from '@cairn/core';
import type { CanvasItem } from './canvas-items.ts';
import type { PaletteWhat } from './palette.ts';

/**
 * Where a palette click puts the new node (spec: after the current question). A selected group
 * or loop takes it as its first child when it may hold it; nothing selected puts it at the end:
 * into the last container when that is where the survey ends, else after the last row.
 * `insertNode` climbs out of parents that cannot hold the node (a group after a question).
 */
export function insertPlaceFor(
  tree: DesignTree,
  items: readonly CanvasItem[],
  selectedId: number | null,
  what: PaletteWhat,
): Pick<InsertInput, 'afterId' | 'parentId'> {
  const definition = what === 'group' ? undefined : findQuestionType(what);
  const probe = definition ?? { model: NodeModel.Group, type: 0 };
  const selected = selectedId === null ? undefined : tree.nodes.get(selectedId);
  if (selected && selected.deletedAt === null) {
    if (isContainerNode(selected) && canHoldChild(selected, probe))
      return { parentId: selected.id, afterId: null };
    return { afterId: selected.id };
  }
  const last = items.at(-1);
  if (!last) return {};
  const lastNode = tree.nodes.get(last.id);
  if (lastNode && isContainerNode(lastNode) && canHoldChild(lastNode, probe)) return { parentId: last.id };
  return { afterId: last.id };
}
