import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';

/**
 * A survey's design held for editing: records by id plus ordered id lists, so an edit touches
 * only the lists and records it changes. Trashed nodes stay in `nodes` but in no `children` list.
 * Readonly: operations return a new tree that shares whatever they did not change.
 */
export interface DesignTree {
  readonly surveyId: number;
  readonly nodes: ReadonlyMap<number, NodeRecord>;
  readonly options: ReadonlyMap<number, OptionRecord>;
  /** Live child ids in order, by parent id; `null` is the top level. */
  readonly children: ReadonlyMap<number | null, readonly number[]>;
  /** Option ids of each node in order (every node, trashed ones included). */
  readonly optionsOf: ReadonlyMap<number, readonly number[]>;
}

export interface DesignRecords {
  nodes: readonly NodeRecord[];
  options: readonly OptionRecord[];
}

export function isLive(node: NodeRecord): boolean {
  return node.deletedAt === null;
}

/**
 * Orders items by position in one pass: stored positions are contiguous (0..n-1), so each item
 * has its slot; a list that is not (damaged data) falls back to a sort, ties by id.
 */
function orderByPosition<T extends { id: number; position: number }>(items: T[]): number[] {
  const slots: (number | undefined)[] = new Array(items.length);
  for (const item of items) {
    if (item.position >= items.length || slots[item.position] !== undefined) {
      return [...items].sort((a, b) => a.position - b.position || a.id - b.id).map((each) => each.id);
    }
    slots[item.position] = item.id;
  }
  return slots as number[];
}

function groupBy<K, T>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Builds the tree from stored rows in linear time (records are kept as given, not copied). */
export function createDesignTree(surveyId: number, records: DesignRecords): DesignTree {
  const nodes = new Map(records.nodes.map((node) => [node.id, node]));
  const options = new Map(records.options.map((option) => [option.id, option]));
  const children = new Map<number | null, readonly number[]>([[null, []]]);
  for (const [parentId, list] of groupBy(records.nodes.filter(isLive), (node) => node.parentId)) {
    children.set(parentId, orderByPosition(list));
  }
  const optionsOf = new Map<number, readonly number[]>();
  for (const [nodeId, list] of groupBy(records.options, (option) => option.nodeId)) {
    optionsOf.set(nodeId, orderByPosition(list));
  }
  return { surveyId, nodes, options, children, optionsOf };
}

export function emptyDesignTree(surveyId: number): DesignTree {
  return createDesignTree(surveyId, { nodes: [], options: [] });
}

/** All rows, e.g. to save a whole tree or to compare two. */
export function toRecords(tree: DesignTree): { nodes: NodeRecord[]; options: OptionRecord[] } {
  return { nodes: [...tree.nodes.values()], options: [...tree.options.values()] };
}

export function childIdsOf(tree: DesignTree, parentId: number | null): readonly number[] {
  return tree.children.get(parentId) ?? [];
}

export function optionsOfNode(tree: DesignTree, nodeId: number): OptionRecord[] {
  return (tree.optionsOf.get(nodeId) ?? []).map((id) => tree.options.get(id) as OptionRecord);
}

/** Live nodes in reading order (depth first, as the survey shows them). */
export function liveNodesInOrder(tree: DesignTree): NodeRecord[] {
  const ordered: NodeRecord[] = [];
  const visit = (parentId: number | null) => {
    for (const id of childIdsOf(tree, parentId)) {
      const node = tree.nodes.get(id);
      if (!node) continue;
      ordered.push(node);
      visit(id);
    }
  };
  visit(null);
  return ordered;
}

/** Trashed nodes, most recently deleted first (the trash list). */
export function trashedNodes(tree: DesignTree): NodeRecord[] {
  return [...tree.nodes.values()]
    .filter((node) => !isLive(node))
    .sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? '') || b.id - a.id);
}
