import { NodeModel } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { isContainerNode } from '../question-types/registry.ts';

/**
 * Where nodes may stand. Top level: anything. Groups and branches: questions, pages and loops
 * (not other groups: deleting a group promotes its children to the top level, spec doc 1 §4).
 * Loops: questions and pages only, so loops never nest.
 */
export function canHoldChild(parent: NodeRecord | null, child: Pick<NodeRecord, 'model' | 'type'>): boolean {
  if (parent === null) return true;
  if (!isContainerNode(parent)) return false;
  const childIsBlock = child.model === NodeModel.Group || child.model === NodeModel.Branch;
  if (parent.model === NodeModel.Group || parent.model === NodeModel.Branch) return !childIsBlock;
  return !childIsBlock && !isContainerNode(child as NodeRecord);
}

/** The nearest place at or above `nodeId` whose parent accepts `child`: where "insert after" lands. */
export function findAnchorFor(
  lookup: (id: number) => NodeRecord | undefined,
  nodeId: number,
  child: Pick<NodeRecord, 'model' | 'type'>,
): NodeRecord | undefined {
  let anchor = lookup(nodeId);
  while (anchor) {
    const parent = anchor.parentId === null ? null : (lookup(anchor.parentId) ?? null);
    if (canHoldChild(parent, child)) return anchor;
    anchor = parent ?? undefined;
  }
  return undefined;
}
