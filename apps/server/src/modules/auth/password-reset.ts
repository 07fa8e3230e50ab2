import { EMAIL_CODE, isStrongPassword, type Lang } from '@cairn/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeCode, issueCode } from '../account/code-store.ts';
import { setPassword } from '../users/change-password.ts';
import { findUserByEmail } from '../users/user-repo.ts';
import { revokeUserSessions } from './sessions.ts';

const minutes = EMAIL_CODE.ttlMs / 60_000;
const letters = {
  zh: (code: string) => ({
    subject: `Cairn 验证码：${code}`,
    text: `你的 Cairn 密码重置验证码是 ${code}，${minutes} 分钟内有效。如果不是你本人操作，请忽略这封邮件。`,
  }),
  en: (code: string) => ({
    subject: `Your Cairn code: ${code}`,
    text: `Your Cairn password reset code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  }),
};

/**
 * Sends a reset code. The answer is the same whether or not an account has the address (the
 * code only goes out when one does), so the form cannot be used to find accounts.
 */
export async function sendResetCode(
  deps: AppDeps,
  email: string,
  lang: Lang,
  clientIp?: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  await issueCode(deps, { channel: 'email', target: email, purpose: 'reset' }, clientIp, async (code) => {
    if (user?.email) await deps.mailer.send({ to: user.email, ...letters[lang](code) });
  });
}

/** Sets a new password with a mailed code; every session of the account ends. */
export async function resetPassword(deps: AppDeps, input: { email: string; code: string; password: string }) {
  if (!isStrongPassword(input.password)) throw new AppError('A2011');
  const now = deps.now();
  await consumeCode(deps, { channel: 'email', target: input.email, purpose: 'reset' }, input.code);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new AppError('A2018');
  await setPassword(deps.db, user.id, input.password, now);
  await revokeUserSessions(deps.db, user.id, now);
}
