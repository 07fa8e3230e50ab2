import { type Member, Role } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { subtreeOf } from '../../policy/org-policy.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import {
  assertManagedDepartment,
  loadManagedMember,
  loadOrgContext,
  lockMember,
  type MembershipRow,
  mayManage,
  type OrgContext,
} from './member-access.ts';
import { memberView } from './member-repo.ts';

interface Deps {
  db: Db;
  now: () => number;
}
export interface Actor {
  userId: number;
  ip?: string | null;
}

/**
 * Runs one change to a member the caller manages: the member is locked, checked again inside the
 * transaction (a concurrent change may have moved them out of reach), changed and audited there.
 */
async function changeMember(
  deps: Deps,
  actor: Actor,
  userId: number,
  change: (tx: Db, ctx: OrgContext, member: MembershipRow) => Promise<void>,
): Promise<Member> {
  const ctx = await loadOrgContext(deps.db, actor.userId);
  await loadManagedMember(deps.db, ctx, userId);
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!mayManage(ctx, member)) throw new AppError('A5202');
    await change(tx, ctx, member);
  });
  return memberView(deps.db, ctx, userId);
}

const audit = (ctx: OrgContext, actor: Actor, member: MembershipRow) => ({
  organizationId: ctx.subject.organizationId,
  actorId: actor.userId,
  targetUserId: member.userId,
  ip: actor.ip ?? null,
});

/**
 * A department admin needs a department of the organisation (A5210 without one). A department
 * admin may appoint others only strictly below their own department, so they never create a
 * peer they could not manage; the organisation admin may appoint anywhere.
 */
export function departmentForAdmin(
  ctx: OrgContext,
  current: number | null,
  requested?: number | null,
): number {
  const departmentId = requested ?? current;
  if (departmentId === null || !ctx.departments.some((d) => d.id === departmentId))
    throw new AppError('A5210');
  if (ctx.subject.role === Role.ORGANIZE_ADMIN) return departmentId;
  const own = ctx.subject.departmentId as number;
  if (departmentId === own || !subtreeOf(ctx.departments, own).has(departmentId)) throw new AppError('A5210');
  return departmentId;
}

export function changeRole(
  deps: Deps,
  actor: Actor,
  body: { userId: number; role: 2 | 3; departmentId?: number },
) {
  return changeMember(deps, actor, body.userId, async (tx, ctx, member) => {
    const departmentId =
      body.role === Role.DEPARTMENT_ADMIN
        ? departmentForAdmin(ctx, member.departmentId, body.departmentId)
        : (body.departmentId ?? member.departmentId);
    if (departmentId !== member.departmentId) assertManagedDepartment(ctx, departmentId);
    await tx.update(memberships).set({ role: body.role, departmentId }).where(eq(memberships.id, member.id));
    await recordAudit(tx, {
      ...audit(ctx, actor, member),
      action: 'member.role',
      detail: { from: member.role, to: body.role, departmentId },
    });
  });
}

/** Only codes of the map reach here (the contract refuses others); a department admin gives only codes they hold. */
export function changePermissions(deps: Deps, actor: Actor, body: { userId: number; codes: string[] }) {
  return changeMember(deps, actor, body.userId, async (tx, ctx, member) => {
    const before = new Set(member.permissionCodes);
    const added = body.codes.filter((c) => !before.has(c));
    if (ctx.subject.role !== Role.ORGANIZE_ADMIN && added.some((c) => !ctx.subject.permissions.includes(c)))
      throw new AppError('A5202');
    await tx.update(memberships).set({ permissionCodes: body.codes }).where(eq(memberships.id, member.id));
    await recordAudit(tx, {
      ...audit(ctx, actor, member),
      action: 'member.permissions',
      detail: { from: member.permissionCodes, to: body.codes },
    });
  });
}

export function changeDepartment(deps: Deps, actor: Actor, body: { userId: number; departmentId: number }) {
  return changeMember(deps, actor, body.userId, async (tx, ctx, member) => {
    assertManagedDepartment(ctx, body.departmentId);
    await tx
      .update(memberships)
      .set({ departmentId: body.departmentId })
      .where(eq(memberships.id, member.id));
    await recordAudit(tx, {
      ...audit(ctx, actor, member),
      action: 'member.department',
      detail: { from: member.departmentId, to: body.departmentId },
    });
  });
}

/** Disabling ends every session of the member in the same transaction: their next call is A0401. */
export function setDisabled(deps: Deps, actor: Actor, body: { userId: number; disabled: boolean }) {
  return changeMember(deps, actor, body.userId, async (tx, ctx, member) => {
    await tx.update(memberships).set({ disabled: body.disabled }).where(eq(memberships.id, member.id));
    if (body.disabled) await revokeUserSessions(tx, member.userId, deps.now());
    await recordAudit(tx, {
      ...audit(ctx, actor, member),
      action: body.disabled ? 'member.disable' : 'member.enable',
    });
  });
}
