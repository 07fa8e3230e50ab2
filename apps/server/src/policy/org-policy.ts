import { Role } from '@cairn/contract';
import type { Subject } from './policy.ts';

/**
 * Who may manage what inside an organisation. Organisation admins manage everything in their
 * organisation; department admins manage their own department and the departments below it,
 * and the members in them; nobody manages anything in another organisation. Pure: routes load
 * the department rows and ask here, and the answer is A5202 when it is no.
 */
export interface DepartmentNode {
  id: number;
  parentId: number | null;
}

/** The department and every department below it (ids). A cycle in the data is cut, not followed. */
export function subtreeOf(departments: readonly DepartmentNode[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const d of departments) {
    if (d.parentId === null) continue;
    const list = children.get(d.parentId) ?? [];
    list.push(d.id);
    children.set(d.parentId, list);
  }
  const out = new Set<number>();
  if (!departments.some((d) => d.id === rootId)) return out;
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    for (const c of children.get(id) ?? []) stack.push(c);
  }
  return out;
}

/**
 * May the subject manage (create under, rename, move, delete, manage members of) a department of
 * `organizationId`? `departmentId` null means the organisation's top level, which only the
 * organisation admin manages.
 */
export function mayManageDepartment(
  subject: Subject,
  organizationId: number,
  departmentId: number | null,
  departments: readonly DepartmentNode[],
): boolean {
  if (subject.organizationId === null || subject.organizationId !== organizationId) return false;
  if (subject.role === Role.ORGANIZE_ADMIN) return true;
  if (subject.role !== Role.DEPARTMENT_ADMIN || subject.departmentId === null) return false;
  if (departmentId === null) return false;
  return subtreeOf(departments, subject.departmentId).has(departmentId);
}

export interface MemberFacts {
  userId: number;
  organizationId: number;
  departmentId: number | null;
  role: Role;
}

/**
 * May the subject manage this member (role, permissions, department, disable, remove)? Never
 * oneself, never an organisation admin unless one is one, and a department admin only members
 * of their subtree who are not department admins of the subtree's root.
 */
export function mayManageMember(
  subject: Subject,
  member: MemberFacts,
  departments: readonly DepartmentNode[],
): boolean {
  if (member.userId === subject.userId) return false;
  if (subject.organizationId === null || subject.organizationId !== member.organizationId) return false;
  if (subject.role === Role.ORGANIZE_ADMIN) return true;
  if (member.role === Role.ORGANIZE_ADMIN) return false;
  if (subject.role !== Role.DEPARTMENT_ADMIN || subject.departmentId === null || member.departmentId === null)
    return false;
  if (member.role === Role.DEPARTMENT_ADMIN && member.departmentId === subject.departmentId) return false;
  return subtreeOf(departments, subject.departmentId).has(member.departmentId);
}
