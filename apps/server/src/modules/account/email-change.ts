import { type Lang, VERIFICATION_CODE } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { getUserInfo } from '../users/user-info.ts';
import { findUserByEmail, findUserById, isUniqueViolation } from '../users/user-repo.ts';
import { consumeCode, issueCode } from './code-store.ts';

const minutes = VERIFICATION_CODE.ttlMs / 60_000;
const letters = {
  zh: (code: string) => ({
    subject: `Cairn 验证码：${code}`,
    text: `你正在把 Cairn 账号的邮箱改为本地址，验证码是 ${code}，${minutes} 分钟内有效。如果不是你本人操作，请忽略这封邮件。`,
  }),
  en: (code: string) => ({
    subject: `Your Cairn code: ${code}`,
    text: `You are changing your Cairn account's e-mail to this address. Your code is ${code}, valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  }),
};
const purpose = (userId: number) => `email-new:${userId}`;

async function assertNewEmail(deps: AppDeps, userId: number, email: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  if (user.email?.toLowerCase() === email.trim().toLowerCase()) throw new AppError('A2012');
  const other = await findUserByEmail(deps.db, email);
  if (other && other.id !== userId) throw new AppError('A2013');
}

/**
 * `users/email`: without a code, mails one to the new address (bound to this account); with the
 * code, changes to it. A wrong code is A2018 (A2010 reads "domain needs credit approval" here).
 */
export async function changeEmail(
  deps: AppDeps,
  userId: number,
  input: { email: string; code?: string },
  lang: Lang,
  clientIp?: string,
) {
  await assertNewEmail(deps, userId, input.email);
  const at = { channel: 'email' as const, target: input.email, purpose: purpose(userId) };
  if (!input.code) {
    await issueCode(deps, at, clientIp, (code) =>
      deps.mailer.send({ to: input.email.trim(), ...letters[lang](code) }),
    );
    return getUserInfo(deps, userId);
  }
  await consumeCode(deps, at, input.code);
  try {
    await deps.db
      .update(users)
      .set({ email: input.email.trim(), updatedAt: new Date(deps.now()) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw new AppError('A2013');
    throw error;
  }
  return getUserInfo(deps, userId);
}
