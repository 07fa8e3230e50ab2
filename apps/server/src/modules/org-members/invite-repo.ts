import { randomInt } from 'node:crypto';
import {
  ORG_INVITE_ALPHABET,
  ORG_INVITE_CODE_LENGTH,
  type OrgInviteState,
  orgInvitePath,
} from '@cairn/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, orgInviteJoins, orgInvites, users } from '../../db/schema/index.ts';

export type InviteRow = typeof orgInvites.$inferSelect;

/** 32^10 codes: guessing a live one through the rate-limited info call is hopeless. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < ORG_INVITE_CODE_LENGTH; i++)
    code += ORG_INVITE_ALPHABET[randomInt(ORG_INVITE_ALPHABET.length)];
  return code;
}

const live = (now: number) => and(isNull(orgInvites.revokedAt), gt(orgInvites.expiresAt, new Date(now)));

/** The caller's live invite, if any (regenerating revokes the previous one, so at most one). */
export async function liveInviteOf(db: Db, userId: number, now: number): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(orgInvites)
    .where(and(eq(orgInvites.createdBy, userId), live(now)))
    .orderBy(desc(orgInvites.id))
    .limit(1);
  return row;
}

/** A live invite by its code; unknown, revoked and expired all answer undefined. */
export async function liveInviteByCode(db: Db, code: string, now: number): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(orgInvites)
    .where(and(eq(orgInvites.code, code), live(now)));
  return row;
}

export async function inviteState(
  db: Db,
  userId: number,
  now: number,
  origin: string,
): Promise<OrgInviteState> {
  const invite = await liveInviteOf(db, userId, now);
  let departmentName: string | null = null;
  if (invite?.departmentId) {
    const [d] = await db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.id, invite.departmentId));
    departmentName = d?.name ?? null;
  }
  const joined = await db
    .select({ userId: orgInviteJoins.userId, username: users.username, joinedAt: orgInviteJoins.joinedAt })
    .from(orgInviteJoins)
    .innerJoin(orgInvites, eq(orgInvites.id, orgInviteJoins.inviteId))
    .innerJoin(users, eq(users.id, orgInviteJoins.userId))
    .where(eq(orgInvites.createdBy, userId))
    .orderBy(desc(orgInviteJoins.joinedAt), desc(orgInviteJoins.id))
    .limit(200);
  return {
    invite: invite
      ? {
          code: invite.code,
          departmentId: invite.departmentId,
          departmentName,
          expiresAt: invite.expiresAt.toISOString(),
          link: `${origin}${orgInvitePath(invite.code)}`,
        }
      : null,
    joined: joined.map((j) => ({ ...j, joinedAt: j.joinedAt.toISOString() })),
  };
}
