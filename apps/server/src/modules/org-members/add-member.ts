import { type AddMemberBody, type Member, OWN_PROJECT_CODES, Role } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createUser } from '../users/create-user.ts';
import { findUserById } from '../users/user-repo.ts';
import { type Actor, departmentForAdmin } from './change-member.ts';
import { assertManagedDepartment, assertManager, loadOrgContext } from './member-access.ts';
import { memberView } from './member-repo.ts';

/**
 * `users/add/password`: an admin creates an account inside the organisation with an initial
 * password they hand over. A department admin adds only into their subtree (their own department
 * when none is named). Account and membership are made in one transaction, with the audit event.
 */
export async function addMember(deps: { db: Db }, actor: Actor, body: AddMemberBody): Promise<Member> {
  const ctx = await loadOrgContext(deps.db, actor.userId);
  assertManager(ctx);
  const requested =
    body.departmentId ?? (ctx.subject.role === Role.DEPARTMENT_ADMIN ? ctx.subject.departmentId : null);
  const departmentId =
    body.role === Role.DEPARTMENT_ADMIN ? departmentForAdmin(ctx, null, requested) : (requested ?? null);
  assertManagedDepartment(ctx, departmentId);
  // A member works at the organisation's edition: the level of the admin who adds them.
  const level = (await findUserById(deps.db, actor.userId))?.level ?? 1;
  const userId = await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      username: body.username,
      password: body.password,
      email: body.email,
      mobile: body.mobile,
      level,
    });
    await tx.insert(memberships).values({
      userId: user.id,
      organizationId: ctx.subject.organizationId,
      departmentId,
      role: body.role,
      permissionCodes: [...OWN_PROJECT_CODES],
    });
    await recordAudit(tx, {
      organizationId: ctx.subject.organizationId,
      actorId: actor.userId,
      targetUserId: user.id,
      action: 'member.add',
      detail: { departmentId, role: body.role },
      ip: actor.ip ?? null,
    });
    return user.id;
  });
  return memberView(deps.db, ctx, userId);
}
