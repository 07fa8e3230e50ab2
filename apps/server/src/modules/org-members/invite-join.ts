import {
  type OrgInviteInfo,
  type OrgInviteRegisterBody,
  OWN_PROJECT_CODES,
  Role,
  type User,
} from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships, orgInviteJoins, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createUser } from '../users/create-user.ts';
import { toUserInfo, type UserInfoDeps } from '../users/user-info.ts';
import { findMembership, findUserById, isUniqueViolation } from '../users/user-repo.ts';
import { type InviteRow, liveInviteByCode } from './invite-repo.ts';
import { organisationName } from './invites.ts';

interface Deps extends UserInfoDeps {
  db: Db;
  now: () => number;
}

async function liveInvite(db: Db, code: string, now: number): Promise<InviteRow> {
  const invite = await liveInviteByCode(db, code, now);
  if (!invite) throw new AppError('A5221');
  return invite;
}

/** What the H5 page shows: the organisation, the department and who invited. */
export async function inviteInfo(deps: Deps, code: string): Promise<OrgInviteInfo> {
  const invite = await liveInvite(deps.db, code, deps.now());
  const inviter = await findUserById(deps.db, invite.createdBy);
  let departmentName: string | null = null;
  if (invite.departmentId) {
    const [d] = await deps.db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.id, invite.departmentId));
    departmentName = d?.name ?? null;
  }
  return {
    organizationName: await organisationName(deps.db, invite.organizationId),
    departmentName,
    inviterName: inviter?.username ?? '',
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Makes `userId` a MEMBER of the invite's organisation and department, records who joined through
 * which invite and the `member.join` event. The member works at the inviter's edition level.
 * The membership's unique user index settles two joins racing: the second is A5220.
 */
async function join(tx: Db, invite: InviteRow, userId: number) {
  const inviter = await findUserById(tx, invite.createdBy);
  try {
    await tx.insert(memberships).values({
      userId,
      organizationId: invite.organizationId,
      departmentId: invite.departmentId,
      role: Role.MEMBER,
      permissionCodes: [...OWN_PROJECT_CODES],
    });
  } catch (error) {
    // Only the index's answer means "already in one": a database away stays a database error.
    if (isUniqueViolation(error, 'memberships_user_idx')) throw new AppError('A5220');
    throw error;
  }
  await tx
    .update(users)
    .set({ level: sql`greatest(${users.level}, ${inviter?.level ?? 1})` })
    .where(eq(users.id, userId));
  await tx.insert(orgInviteJoins).values({ inviteId: invite.id, userId });
  await recordAudit(tx, {
    organizationId: invite.organizationId,
    actorId: userId,
    targetUserId: userId,
    action: 'member.join',
    detail: { inviteId: invite.id, invitedBy: invite.createdBy, departmentId: invite.departmentId },
  });
}

export async function acceptInvite(deps: Deps, userId: number, code: string): Promise<User> {
  const invite = await liveInvite(deps.db, code, deps.now());
  if (await findMembership(deps.db, userId)) throw new AppError('A5220');
  await deps.db.transaction((tx) => join(tx, invite, userId));
  const user = await findUserById(deps.db, userId);
  return toUserInfo(deps, user!);
}

/** Registration and joining in one transaction: no account is left behind if the join fails. */
export async function registerWithInvite(deps: Deps, body: OrgInviteRegisterBody): Promise<User> {
  const invite = await liveInvite(deps.db, body.code, deps.now());
  const userId = await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      username: body.username,
      password: body.password,
      email: body.email,
      mobile: body.mobile,
    });
    await join(tx, invite, user.id);
    return user.id;
  });
  const user = await findUserById(deps.db, userId);
  return toUserInfo(deps, user!);
}
