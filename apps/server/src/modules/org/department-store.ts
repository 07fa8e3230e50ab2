import type { Department } from '@cairn/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships, organizations } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { mayManageDepartment } from '../../policy/org-policy.ts';
import type { Subject } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import type { DepartmentFacts } from './department-rules.ts';

/** The caller inside an organisation; outside one every department call is A5202. */
export async function orgSubject(db: Db, userId: number): Promise<Subject & { organizationId: number }> {
  const subject = await loadSubject(db, userId);
  if (subject.organizationId === null) throw new AppError('A5202');
  return subject as Subject & { organizationId: number };
}

/**
 * Locks the organisation's row and reads its departments: every change of the tree runs one at
 * a time per organisation, so a cycle check and a sibling-name check cannot race another move.
 */
export async function lockTree(tx: Db, organizationId: number): Promise<DepartmentFacts[]> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return readTree(tx, organizationId);
}

export function readTree(db: Db, organizationId: number): Promise<DepartmentFacts[]> {
  return db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(departments.id);
}

/**
 * The department `id` when the subject may manage it; A5202 otherwise — also for an id of another
 * organisation or none, so the answer tells nothing about departments the caller cannot see.
 */
export function manageable(
  subject: Subject & { organizationId: number },
  tree: DepartmentFacts[],
  id: number,
) {
  const department = tree.find((d) => d.id === id);
  if (!department || !mayManageDepartment(subject, subject.organizationId, id, tree)) {
    throw new AppError('A5202');
  }
  return department;
}

/** A destination (a parent, or where a deleted department's contents go): null is the top level. */
export function requireManageableTarget(
  subject: Subject & { organizationId: number },
  tree: DepartmentFacts[],
  target: number | null,
): void {
  if (target !== null && !tree.some((d) => d.id === target)) throw new AppError('A5202');
  if (!mayManageDepartment(subject, subject.organizationId, target, tree)) throw new AppError('A5202');
}

/** Members placed directly in each department of the organisation, and those in none. */
export async function memberCounts(db: Db, organizationId: number) {
  const rows = await db
    .select({ departmentId: memberships.departmentId, n: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
    .groupBy(memberships.departmentId);
  const byDepartment = new Map<number, number>();
  let unplaced = 0;
  for (const r of rows) {
    if (r.departmentId === null) unplaced += Number(r.n);
    else byDepartment.set(r.departmentId, Number(r.n));
  }
  return { byDepartment, unplaced };
}

export async function toDepartment(
  db: Db,
  subject: Subject & { organizationId: number },
  tree: DepartmentFacts[],
  id: number,
): Promise<Department> {
  const d = tree.find((x) => x.id === id) as DepartmentFacts;
  const [n] = await db.select({ n: count() }).from(memberships).where(eq(memberships.departmentId, id));
  return {
    id: d.id,
    parentId: d.parentId,
    name: d.name,
    memberCount: Number(n?.n ?? 0),
    manageable: mayManageDepartment(subject, subject.organizationId, id, tree),
  };
}
