import type { ProjectNodeItem } from '@cairn/contract';
import {
  type DesignTree,
  liveNodesInOrder,
  type Node,
  optionsOfNode,
  takesCode,
  trashedNodes,
} from '@cairn/core';
import { AppError } from '../../http/app-error.ts';

/** The survey's live nodes in reading order, flat, with question numbers (1, 2 … for questions that take a code). */
export function projectNodeList(tree: DesignTree): ProjectNodeItem[] {
  let number = 0;
  return liveNodesInOrder(tree).map((node) => ({
    id: node.id,
    parentId: node.parentId,
    model: node.model,
    type: node.type,
    code: node.code,
    title: node.title,
    joinId: node.joinId,
    number: takesCode(node) ? ++number : null,
  }));
}

/** One live node with its options and child nodes (GET nodes/info). */
export function nodeInfo(tree: DesignTree, id: number): Node {
  const node = tree.nodes.get(id);
  if (!node || node.deletedAt !== null) throw new AppError('A0404', `node ${id}`);
  const build = (nodeId: number): Node => {
    const record = tree.nodes.get(nodeId);
    if (!record) throw new AppError('A0404', `node ${nodeId}`);
    const children = (tree.children.get(nodeId) ?? []).map(build);
    return { ...record, options: optionsOfNode(tree, nodeId), children };
  };
  return build(id);
}

/** The trash list: trashed nodes, most recent first, each with how many options it keeps. */
export function trashList(tree: DesignTree) {
  return trashedNodes(tree).map((node) => ({
    ...node,
    optionCount: (tree.optionsOf.get(node.id) ?? []).length,
  }));
}
