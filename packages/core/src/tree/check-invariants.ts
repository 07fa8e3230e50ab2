import type { NodeRecord } from '../model/node.ts';
import { isContainerNode, takesCode } from '../question-types/registry.ts';
import { type DesignTree, isLive } from './design-tree.ts';

/**
 * The rules every operation keeps, as a list of broken ones (empty = healthy). Used by the
 * property tests after each random operation, and usable by the server to vet loaded data:
 * question codes unique among live questions; option codes unique per question and kind;
 * positions 0..n-1 per parent and per question; no live node under a missing, trashed or
 * non-container parent; options under existing nodes; id lists agreeing with the records.
 */
export function checkTreeInvariants(tree: DesignTree): string[] {
  const problems: string[] = [];
  const live = [...tree.nodes.values()].filter(isLive);
  const codes = new Map<string, number>();
  for (const node of live) {
    if (node.code === null || !takesCode(node)) continue;
    if (codes.has(node.code))
      problems.push(`code ${node.code} on nodes ${codes.get(node.code)} and ${node.id}`);
    codes.set(node.code, node.id);
  }
  for (const node of live) {
    if (node.parentId === null) continue;
    const parent = tree.nodes.get(node.parentId);
    if (!parent || !isLive(parent) || !isContainerNode(parent)) problems.push(`node ${node.id} is an orphan`);
  }
  for (const node of tree.nodes.values()) {
    if (!isLive(node) && node.parentId !== null) problems.push(`trashed node ${node.id} keeps a parent`);
  }
  checkChildLists(tree, live, problems);
  checkOptions(tree, problems);
  return problems;
}

function checkChildLists(tree: DesignTree, live: NodeRecord[], problems: string[]): void {
  let listed = 0;
  for (const [parentId, ids] of tree.children) {
    ids.forEach((id, position) => {
      const node = tree.nodes.get(id);
      if (!node || !isLive(node)) problems.push(`list of ${parentId} holds missing or trashed ${id}`);
      else if (node.parentId !== parentId || node.position !== position)
        problems.push(`node ${id} says ${node.parentId}@${node.position}, list says ${parentId}@${position}`);
    });
    listed += ids.length;
  }
  if (listed !== live.length) problems.push(`${live.length} live nodes but ${listed} listed`);
}

function checkOptions(tree: DesignTree, problems: string[]): void {
  let listed = 0;
  for (const [nodeId, ids] of tree.optionsOf) {
    if (!tree.nodes.has(nodeId)) problems.push(`options of missing node ${nodeId}`);
    const codes = new Set<string>();
    ids.forEach((id, position) => {
      const option = tree.options.get(id);
      if (!option || option.nodeId !== nodeId || option.position !== position) {
        problems.push(`option ${id} misplaced in node ${nodeId}`);
        return;
      }
      if (option.parentId !== null && tree.options.get(option.parentId)?.nodeId !== nodeId)
        problems.push(`option ${id} under a missing option`);
      const key = `${option.type}:${option.isGroup}:${option.code}`;
      if (option.code !== null && codes.has(key))
        problems.push(`option code ${option.code} twice in node ${nodeId}`);
      codes.add(key);
    });
    listed += ids.length;
  }
  if (listed !== tree.options.size) problems.push(`${tree.options.size} options but ${listed} listed`);
}
