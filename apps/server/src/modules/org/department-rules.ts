import { type DepartmentNode, subtreeOf } from '../../policy/org-policy.ts';

/**
 * The pure rules of the department tree (who may act is org-policy's `mayManageDepartment`):
 * sibling names are unique regardless of case and spaces, and nothing moves under itself.
 */
export interface DepartmentFacts extends DepartmentNode {
  name: string;
}

const nameKey = (name: string) => name.replace(/\s/g, '').toLowerCase();

/** Whether another department under `parentId` has this name (the department `exceptId` aside). */
export function siblingNameTaken(
  departments: readonly DepartmentFacts[],
  parentId: number | null,
  name: string,
  exceptId?: number,
): boolean {
  const key = nameKey(name);
  return departments.some((d) => d.parentId === parentId && d.id !== exceptId && nameKey(d.name) === key);
}

/** Whether `targetId` is the department itself or below it (a move or a delete there would cut the tree). */
export function isInsideSubtree(
  departments: readonly DepartmentNode[],
  departmentId: number,
  targetId: number | null,
): boolean {
  return targetId !== null && subtreeOf(departments, departmentId).has(targetId);
}

/**
 * Where a deleted department's members and direct sub-departments go: the chosen department, or
 * its parent when none is chosen (null: the organisation's top level).
 */
export function deletionDestination(
  department: DepartmentNode,
  moveTo: number | null | undefined,
): number | null {
  return moveTo === undefined ? department.parentId : moveTo;
}

/** Names of the departments moving to `destination` that clash with ones already there. */
export function clashesAt(
  departments: readonly DepartmentFacts[],
  moving: readonly DepartmentFacts[],
  destination: number | null,
): string[] {
  const movingIds = new Set(moving.map((m) => m.id));
  const present = departments.filter((d) => d.parentId === destination && !movingIds.has(d.id));
  const seen = new Set(present.map((d) => nameKey(d.name)));
  const out: string[] = [];
  for (const m of moving) {
    const key = nameKey(m.name);
    if (seen.has(key)) out.push(m.name);
    seen.add(key);
  }
  return out;
}
