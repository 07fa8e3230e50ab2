import { type HandoverCounts, Role } from '@cairn/contract';
import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMembership } from '../users/user-repo.ts';
import type { Actor } from './change-member.ts';
import { handOverEverything } from './handover.ts';
import {
  loadManagedMember,
  loadOrgContext,
  lockMember,
  type MembershipRow,
  mayManage,
} from './member-access.ts';

interface Deps {
  db: Db;
  now: () => number;
}

/** The heir: an active member of the same organisation other than the one leaving (A5212 oneself, A5205 else). */
async function loadHeir(db: Db, organizationId: number, leaverId: number, heirId: number) {
  if (heirId === leaverId) throw new AppError('A5212');
  const heir = await findMembership(db, heirId);
  if (!heir || heir.organizationId !== organizationId || heir.disabled) throw new AppError('A5205');
  return heir;
}

/**
 * Hands everything over and ends the membership, in one transaction with both audit events; the
 * heir is locked too, so they cannot leave or be removed half-way through.
 */
async function handOverAndLeave(
  deps: Deps,
  actor: Actor,
  leaver: MembershipRow,
  heirId: number,
  recheck: (row: MembershipRow) => void,
): Promise<HandoverCounts> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockMember(tx, leaver.userId);
    recheck(locked);
    const heir = await lockMember(tx, heirId).catch(() => {
      throw new AppError('A5205');
    });
    if (heir.organizationId !== leaver.organizationId || heir.disabled) throw new AppError('A5205');
    const counts = await handOverEverything(tx, leaver.userId, heir, deps.now());
    await tx.delete(memberships).where(eq(memberships.id, locked.id));
    const base = {
      organizationId: leaver.organizationId,
      actorId: actor.userId,
      targetUserId: leaver.userId,
      ip: actor.ip ?? null,
    };
    await recordAudit(tx, { ...base, action: 'member.handover', detail: { heirId, ...counts } });
    await recordAudit(tx, {
      ...base,
      action: 'member.remove',
      detail: { self: actor.userId === leaver.userId, heirId },
    });
    return counts;
  });
}

export async function removeMember(deps: Deps, actor: Actor, body: { userId: number; heirId: number }) {
  const ctx = await loadOrgContext(deps.db, actor.userId);
  const member = await loadManagedMember(deps.db, ctx, body.userId);
  await loadHeir(deps.db, ctx.subject.organizationId, member.userId, body.heirId);
  return handOverAndLeave(deps, actor, member, body.heirId, (row) => {
    if (!mayManage(ctx, row)) throw new AppError('A5202');
  });
}

/** The last organisation admin may not leave (A5204): the organisation would have nobody to run it. */
export async function leaveOrganisation(deps: Deps, actor: Actor, body: { heirId: number }) {
  const me = await findMembership(deps.db, actor.userId);
  if (!me) throw new AppError('A5202');
  await loadHeir(deps.db, me.organizationId, me.userId, body.heirId);
  const lastAdmin = async (db: Db) => {
    const others = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.organizationId, me.organizationId),
          eq(memberships.role, Role.ORGANIZE_ADMIN),
          eq(memberships.disabled, false),
          ne(memberships.userId, me.userId),
        ),
      )
      .limit(1);
    return others.length === 0;
  };
  if (me.role === Role.ORGANIZE_ADMIN && (await lastAdmin(deps.db))) throw new AppError('A5204');
  return handOverAndLeave(deps, actor, me, body.heirId, (row) => {
    if (row.organizationId !== me.organizationId) throw new AppError('A5202');
  });
}

/** Active members of the caller's organisation who may receive a handover (not the caller). */
export async function listHeirs(db: Db, userId: number, keyword?: string) {
  const me = await findMembership(db, userId);
  if (!me) throw new AppError('A5202');
  const conditions = [
    eq(memberships.organizationId, me.organizationId),
    eq(memberships.disabled, false),
    ne(memberships.userId, userId),
  ];
  if (keyword) conditions.push(ilike(users.username, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select({ userId: memberships.userId, username: users.username, departmentName: departments.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .where(and(...conditions))
    .orderBy(asc(users.username))
    .limit(20);
  return rows;
}
