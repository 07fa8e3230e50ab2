import { type Lang, Role } from '@cairn/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, orgInvites } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Actor } from './change-member.ts';
import { inviteState, liveInviteOf, newInviteCode } from './invite-repo.ts';
import { assertManagedDepartment, assertManager, loadOrgContext } from './member-access.ts';

interface Deps {
  db: Db;
  now: () => number;
  mailer: Mailer;
}
const DAY_MS = 24 * 3600_000;

export async function getInvite(deps: Deps, actor: Actor, origin: string) {
  assertManager(await loadOrgContext(deps.db, actor.userId));
  return inviteState(deps.db, actor.userId, deps.now(), origin);
}

/**
 * Creates the caller's invite, revoking the one they had (regenerate). Organisation admins invite
 * into any department or none; department admins into their subtree, their own by default.
 */
export async function createInvite(
  deps: Deps,
  actor: Actor,
  body: { departmentId?: number | null; days: number },
  origin: string,
) {
  const ctx = await loadOrgContext(deps.db, actor.userId);
  assertManager(ctx);
  const departmentId =
    body.departmentId ?? (ctx.subject.role === Role.DEPARTMENT_ADMIN ? ctx.subject.departmentId : null);
  assertManagedDepartment(ctx, departmentId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeOwn(tx, actor.userId, now);
    await tx.insert(orgInvites).values({
      code: newInviteCode(),
      organizationId: ctx.subject.organizationId,
      departmentId,
      createdBy: actor.userId,
      expiresAt: new Date(now + body.days * DAY_MS),
    });
    await recordAudit(tx, {
      organizationId: ctx.subject.organizationId,
      actorId: actor.userId,
      action: 'member.invite',
      detail: { by: 'link', departmentId, days: body.days },
      ip: actor.ip ?? null,
    });
  });
  return inviteState(deps.db, actor.userId, now, origin);
}

async function revokeOwn(db: Db, userId: number, now: number) {
  await db
    .update(orgInvites)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(orgInvites.createdBy, userId), isNull(orgInvites.revokedAt)));
}

export async function revokeInvite(deps: Deps, actor: Actor, origin: string) {
  assertManager(await loadOrgContext(deps.db, actor.userId));
  await revokeOwn(deps.db, actor.userId, deps.now());
  return inviteState(deps.db, actor.userId, deps.now(), origin);
}

const letters = {
  zh: (link: string, org: string) => ({
    subject: `邀请你加入 ${org}（Cairn）`,
    text: `你被邀请加入 Cairn 上的组织「${org}」。打开下面的链接接受邀请：\n${link}\n如果你不认识发出邀请的人，请忽略这封邮件。`,
  }),
  en: (link: string, org: string) => ({
    subject: `You are invited to join ${org} on Cairn`,
    text: `You have been invited to join the organisation "${org}" on Cairn. Open this link to accept:\n${link}\nIf you do not know who sent it, ignore this e-mail.`,
  }),
};

/** Mails the caller's live invite link (A5200 without one, A2003 when the mail fails). */
export async function emailInvite(deps: Deps, actor: Actor, email: string, lang: Lang, origin: string) {
  const ctx = await loadOrgContext(deps.db, actor.userId);
  assertManager(ctx);
  const state = await inviteState(deps.db, actor.userId, deps.now(), origin);
  if (!state.invite) throw new AppError('A5200');
  const invite = await liveInviteOf(deps.db, actor.userId, deps.now());
  const orgName = await organisationName(deps.db, ctx.subject.organizationId);
  try {
    await deps.mailer.send({ to: email, ...letters[lang](state.invite.link, orgName) });
  } catch {
    throw new AppError('A2003');
  }
  await recordAudit(deps.db, {
    organizationId: ctx.subject.organizationId,
    actorId: actor.userId,
    action: 'member.invite',
    detail: { by: 'email', email, inviteId: invite?.id ?? null },
    ip: actor.ip ?? null,
  });
  return null;
}

export async function organisationName(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}
