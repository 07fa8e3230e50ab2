import type { Department } from '@cairn/contract';

/** A department with its sub-departments, for the tree view. */
export interface DepartmentNode extends Department {
  children: DepartmentNode[];
  /** Members of this department and every one below it. */
  totalMembers: number;
}

/**
 * Builds the tree from the flat list (parentId), siblings by name. A department whose parent is
 * not in the list is shown at the top level rather than lost.
 */
export function buildDepartmentTree(departments: readonly Department[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  for (const d of departments) nodes.set(d.id, { ...d, children: [], totalMembers: d.memberCount });
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sum = (node: DepartmentNode, seen: Set<number>): number => {
    if (seen.has(node.id)) return 0;
    seen.add(node.id);
    node.children.sort((a, b) => a.name.localeCompare(b.name));
    node.totalMembers = node.memberCount + node.children.reduce((n, c) => n + sum(c, seen), 0);
    return node.totalMembers;
  };
  const seen = new Set<number>();
  for (const r of roots) sum(r, seen);
  return roots.sort((a, b) => a.name.localeCompare(b.name));
}

/** The department and every id below it: not a place to move it to. */
export function subtreeIds(departments: readonly Department[], rootId: number): Set<number> {
  const out = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of departments) {
      if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Where a department may go (move, or where a deleted one's members go): manageable, outside its subtree. */
export function destinationsFor(departments: readonly Department[], id: number): Department[] {
  const inside = subtreeIds(departments, id);
  return departments.filter((d) => d.manageable && !inside.has(d.id));
}
