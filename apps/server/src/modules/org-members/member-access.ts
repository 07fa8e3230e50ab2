import { Role } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type DepartmentNode, mayManageDepartment, mayManageMember } from '../../policy/org-policy.ts';
import type { Subject } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';

export type MembershipRow = typeof memberships.$inferSelect;

/** The caller inside their organisation, with the organisation's department tree loaded once. */
export interface OrgContext {
  subject: Subject & { organizationId: number };
  departments: (DepartmentNode & { name: string })[];
}

/** Callers who belong to no organisation may do nothing here: A5202. */
export async function loadOrgContext(db: Db, userId: number): Promise<OrgContext> {
  const subject = await loadSubject(db, userId);
  if (subject.organizationId === null) throw new AppError('A5202');
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, subject.organizationId));
  return { subject: subject as OrgContext['subject'], departments: rows };
}

/** Organisation admins and department admins with a department manage someone; others nobody. */
export function isManager(ctx: OrgContext): boolean {
  const { role, departmentId } = ctx.subject;
  return role === Role.ORGANIZE_ADMIN || (role === Role.DEPARTMENT_ADMIN && departmentId !== null);
}

export function assertManager(ctx: OrgContext): void {
  if (!isManager(ctx)) throw new AppError('A5202');
}

export function mayManage(ctx: OrgContext, member: MembershipRow): boolean {
  return mayManageMember(
    ctx.subject,
    {
      userId: member.userId,
      organizationId: member.organizationId,
      departmentId: member.departmentId,
      role: member.role as Role,
    },
    ctx.departments,
  );
}

/**
 * The membership of `userId` that the caller may manage. A member of another organisation, or no
 * member at all, answers the same A5202 as one outside the caller's subtree: nothing tells a
 * caller whether an id exists elsewhere.
 */
export async function loadManagedMember(db: Db, ctx: OrgContext, userId: number): Promise<MembershipRow> {
  const [member] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  if (!member || !mayManage(ctx, member)) throw new AppError('A5202');
  return member;
}

/** A department of the caller's organisation that the caller manages, or A5202 (A5200 unknown). */
export function assertManagedDepartment(ctx: OrgContext, departmentId: number | null): void {
  if (departmentId !== null && !ctx.departments.some((d) => d.id === departmentId))
    throw new AppError('A5200');
  if (!mayManageDepartment(ctx.subject, ctx.subject.organizationId, departmentId, ctx.departments))
    throw new AppError('A5202');
}

/** Locks a membership row for the rest of the transaction, so two changes to one member queue up. */
export async function lockMember(tx: Db, userId: number): Promise<MembershipRow> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for('update');
  if (!row) throw new AppError('A5202');
  return row;
}
