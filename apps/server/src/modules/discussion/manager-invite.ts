import { createHash, randomBytes } from 'node:crypto';
import type { DiscussionManager, Lang, ManagerInviteAccepted, ManagerInviteInfo } from '@cairn/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers, surveys, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isPublished, managerById, managerView, projectForManaging } from './manager-access.ts';

interface Deps {
  db: Db;
  now: () => number;
  mailer: Mailer;
}

/** An invite link works for 14 days from its e-mail; sending again makes a new one. */
export const MANAGER_INVITE_TTL_MS = 14 * 24 * 3600_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const letters = {
  zh: (role: string, title: string, link: string) => ({
    subject: `邀请你担任访谈项目「${title}」的${role === 'host' ? '主持人' : '观察员'}`,
    text: `你被邀请担任 Cairn 访谈项目「${title}」的${role === 'host' ? '主持人' : '观察员'}。打开下面的链接，登录或注册后接受邀请：\n${link}\n链接 14 天内有效。如果你不认识发出邀请的人，请忽略这封邮件。`,
  }),
  en: (role: string, title: string, link: string) => ({
    subject: `You are invited to ${role === 'host' ? 'host' : 'observe'} the interview project "${title}"`,
    text: `You have been invited to ${role === 'host' ? 'host' : 'observe'} the interview project "${title}" on Cairn. Open this link, sign in or register, and accept:\n${link}\nThe link works for 14 days. If you do not know who sent it, ignore this e-mail.`,
  }),
};

/**
 * Mails the invite: a new random token each time (only its hash is stored, so the previous link
 * stops working). An accepted manager needs none (A5204). The row is written before the mail, so
 * a failed mail (A2003) leaves a link nobody received: sending again replaces it.
 */
export async function emailManagerInvite(
  deps: Deps,
  userId: number,
  body: { surveyCode: string; id: number },
  lang: Lang,
  origin: string,
): Promise<DiscussionManager> {
  const survey = await projectForManaging(deps.db, userId, body.surveyCode);
  const row = await managerById(deps.db, survey.id, body.id);
  if (row.userId !== null) throw new AppError('A5204');
  const token = randomBytes(24).toString('base64url');
  const [updated] = await deps.db
    .update(discussionManagers)
    .set({ inviteHash: hashOf(token), invitedAt: new Date(deps.now()) })
    .where(eq(discussionManagers.id, row.id))
    .returning();
  const link = `${origin}/designer/h5/interview-invite?token=${token}`;
  try {
    await deps.mailer.send({ to: row.email, ...letters[lang](row.role, survey.title, link) });
  } catch {
    throw new AppError('A2003');
  }
  return managerView(updated!, isPublished(survey));
}

/** The live invite of a token; unknown, used or expired are one A5221. */
async function inviteOf(db: Db, token: string, now: number) {
  const [found] = await db
    .select({ manager: discussionManagers, survey: surveys, inviter: users.username })
    .from(discussionManagers)
    .innerJoin(surveys, eq(surveys.id, discussionManagers.surveyId))
    .innerJoin(users, eq(users.id, surveys.ownerId))
    .where(eq(discussionManagers.inviteHash, hashOf(token)));
  if (!found || found.survey.deletedAt) throw new AppError('A5221');
  const sent = found.manager.invitedAt?.getTime() ?? 0;
  if (sent + MANAGER_INVITE_TTL_MS <= now) throw new AppError('A5221');
  return found;
}

export async function managerInviteInfo(deps: Deps, token: string): Promise<ManagerInviteInfo> {
  const { manager, survey, inviter } = await inviteOf(deps.db, token, deps.now());
  return {
    surveyTitle: survey.title,
    role: manager.role,
    name: manager.name,
    email: manager.email,
    inviterName: inviter,
  };
}

/**
 * Accepts with the signed-in account: sets `userId`, clears the invite (the link works once).
 * One account is one manager per project (A5206 otherwise). The update is guarded by the hash, so
 * two accepts of one link cannot both win.
 */
export async function acceptManagerInvite(
  deps: Deps,
  userId: number,
  token: string,
): Promise<ManagerInviteAccepted> {
  const { manager, survey } = await inviteOf(deps.db, token, deps.now());
  const [other] = await deps.db
    .select({ id: discussionManagers.id })
    .from(discussionManagers)
    .where(
      and(
        eq(discussionManagers.surveyId, survey.id),
        eq(discussionManagers.userId, userId),
        ne(discussionManagers.id, manager.id),
      ),
    );
  if (other) throw new AppError('A5206');
  const [accepted] = await deps.db
    .update(discussionManagers)
    .set({ userId, inviteHash: null })
    .where(and(eq(discussionManagers.id, manager.id), eq(discussionManagers.inviteHash, hashOf(token))))
    .returning();
  if (!accepted) throw new AppError('A5221');
  return { surveyCode: survey.code, role: accepted.role };
}
