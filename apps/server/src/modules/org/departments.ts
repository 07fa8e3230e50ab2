import type { Department, DepartmentList } from '@cairn/contract';
import { Role } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { mayManageDepartment } from '../../policy/org-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { clashesAt, deletionDestination, isInsideSubtree, siblingNameTaken } from './department-rules.ts';
import {
  lockTree,
  manageable,
  memberCounts,
  orgSubject,
  readTree,
  requireManageableTarget,
  toDepartment,
} from './department-store.ts';

/** Who acts, from where: every change of the tree is audited with the caller and their address. */
export interface Actor {
  userId: number;
  ip: string | null;
}

/** Every member of the organisation sees its tree; `manageable` marks what the caller may change. */
export async function listDepartments(db: Db, userId: number): Promise<DepartmentList> {
  const subject = await orgSubject(db, userId);
  const tree = await readTree(db, subject.organizationId);
  const counts = await memberCounts(db, subject.organizationId);
  return {
    departments: tree.map((d) => ({
      id: d.id,
      parentId: d.parentId,
      name: d.name,
      memberCount: counts.byDepartment.get(d.id) ?? 0,
      manageable: mayManageDepartment(subject, subject.organizationId, d.id, tree),
    })),
    unplacedCount: counts.unplaced,
    manageTop: subject.role === Role.ORGANIZE_ADMIN,
  };
}

export async function addDepartment(
  db: Db,
  actor: Actor,
  input: { name: string; parentId?: number | null },
): Promise<Department> {
  const subject = await orgSubject(db, actor.userId);
  const parentId = input.parentId ?? null;
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, subject.organizationId);
    requireManageableTarget(subject, tree, parentId);
    if (siblingNameTaken(tree, parentId, input.name)) throw new AppError('A5231');
    const [row] = await tx
      .insert(departments)
      .values({ organizationId: subject.organizationId, parentId, name: input.name })
      .returning();
    const created = { id: row!.id, parentId, name: input.name };
    await recordAudit(tx, {
      organizationId: subject.organizationId,
      actorId: actor.userId,
      action: 'department.create',
      detail: { departmentId: created.id, name: created.name, parentId },
      ip: actor.ip,
    });
    return toDepartment(tx, subject, [...tree, created], created.id);
  });
}

export async function renameDepartment(
  db: Db,
  actor: Actor,
  input: { id: number; name: string },
): Promise<Department> {
  const subject = await orgSubject(db, actor.userId);
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, subject.organizationId);
    const department = manageable(subject, tree, input.id);
    if (siblingNameTaken(tree, department.parentId, input.name, department.id)) throw new AppError('A5231');
    await tx.update(departments).set({ name: input.name }).where(eq(departments.id, department.id));
    await recordAudit(tx, {
      organizationId: subject.organizationId,
      actorId: actor.userId,
      action: 'department.rename',
      detail: { departmentId: department.id, from: department.name, to: input.name },
      ip: actor.ip,
    });
    department.name = input.name;
    return toDepartment(tx, subject, tree, department.id);
  });
}

export async function moveDepartment(
  db: Db,
  actor: Actor,
  input: { id: number; parentId: number | null },
): Promise<Department> {
  const subject = await orgSubject(db, actor.userId);
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, subject.organizationId);
    const department = manageable(subject, tree, input.id);
    requireManageableTarget(subject, tree, input.parentId);
    if (isInsideSubtree(tree, department.id, input.parentId)) throw new AppError('A5232');
    if (siblingNameTaken(tree, input.parentId, department.name, department.id)) throw new AppError('A5231');
    await tx.update(departments).set({ parentId: input.parentId }).where(eq(departments.id, department.id));
    await recordAudit(tx, {
      organizationId: subject.organizationId,
      actorId: actor.userId,
      action: 'department.move',
      detail: {
        departmentId: department.id,
        name: department.name,
        from: department.parentId,
        to: input.parentId,
      },
      ip: actor.ip,
    });
    department.parentId = input.parentId;
    return toDepartment(tx, subject, tree, department.id);
  });
}

/**
 * Deletes a department: its members and direct sub-departments move to the destination (its
 * parent, or the department chosen) in the same transaction, so nobody is left in a department
 * that no longer exists.
 */
export async function deleteDepartment(db: Db, actor: Actor, id: number, moveTo: number | null | undefined) {
  const subject = await orgSubject(db, actor.userId);
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx, subject.organizationId);
    const department = manageable(subject, tree, id);
    const destination = deletionDestination(department, moveTo);
    if (isInsideSubtree(tree, department.id, destination)) throw new AppError('A5232');
    requireManageableTarget(subject, tree, destination);
    const children = tree.filter((d) => d.parentId === department.id);
    const clashes = clashesAt(tree, children, destination);
    if (clashes.length > 0) throw new AppError('A5231', clashes.join(', '));
    // A department admin of the deleted department would otherwise administer the destination:
    // they stay in the organisation as members of it (the organisation admin may promote them).
    const demoted = await tx
      .update(memberships)
      .set({ role: Role.MEMBER })
      .where(and(eq(memberships.departmentId, department.id), eq(memberships.role, Role.DEPARTMENT_ADMIN)))
      .returning({ userId: memberships.userId });
    const moved = await tx
      .update(memberships)
      .set({ departmentId: destination })
      .where(
        and(
          eq(memberships.organizationId, subject.organizationId),
          eq(memberships.departmentId, department.id),
        ),
      )
      .returning({ id: memberships.id });
    if (children.length > 0) {
      await tx
        .update(departments)
        .set({ parentId: destination })
        .where(
          inArray(
            departments.id,
            children.map((c) => c.id),
          ),
        );
    }
    await tx.delete(departments).where(eq(departments.id, department.id));
    const result = { movedTo: destination, movedMembers: moved.length, movedDepartments: children.length };
    await recordAudit(tx, {
      organizationId: subject.organizationId,
      actorId: actor.userId,
      action: 'department.delete',
      detail: {
        departmentId: department.id,
        name: department.name,
        ...result,
        demotedAdmins: demoted.map((d) => d.userId),
      },
      ip: actor.ip,
    });
    return result;
  });
}
