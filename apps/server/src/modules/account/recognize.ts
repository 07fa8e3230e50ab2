import { type Lang, type Recognition, type RecognizeBody, VERIFICATION_CODE } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { recognitions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from '../users/user-repo.ts';
import { consumeCode, issueCode } from './code-store.ts';
import { PUBLIC_MAIL } from './domains.ts';

const minutes = VERIFICATION_CODE.ttlMs / 60_000;
const letters = {
  zh: (code: string) => ({
    subject: `Cairn 认证验证码：${code}`,
    text: `你正在用本邮箱为 Cairn 账号做资质认证，验证码是 ${code}，${minutes} 分钟内有效。如果不是你本人操作，请忽略这封邮件。`,
  }),
  en: (code: string) => ({
    subject: `Your Cairn certification code: ${code}`,
    text: `You are certifying your organisation on Cairn with this address. Your code is ${code}, valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  }),
};
const purpose = (userId: number) => `recognize:${userId}`;

/** A work address: one of a public mailbox provider proves no organisation (A2009). */
function assertWorkEmail(email: string) {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  if (PUBLIC_MAIL.has(domain)) throw new AppError('A2009');
}

const toRecognition = (row: typeof recognitions.$inferSelect): Recognition => ({
  id: row.id,
  organization: row.organization,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export async function getRecognition(deps: AppDeps, userId: number): Promise<Recognition | null> {
  const user = await findUserById(deps.db, userId);
  if (!user?.recognizeId) return null;
  const [row] = await deps.db.select().from(recognitions).where(eq(recognitions.id, user.recognizeId));
  return row && row.userId === userId ? toRecognition(row) : null;
}

export async function sendRecognizeCode(
  deps: AppDeps,
  userId: number,
  email: string,
  lang: Lang,
  clientIp?: string,
) {
  assertWorkEmail(email);
  await issueCode(deps, { channel: 'email', target: email, purpose: purpose(userId) }, clientIp, (code) =>
    deps.mailer.send({ to: email.trim(), ...letters[lang](code) }),
  );
}

/** Checks the code, keeps the certification and makes it the account's `recognizeId`. */
export async function certify(deps: AppDeps, userId: number, input: RecognizeBody): Promise<Recognition> {
  assertWorkEmail(input.email);
  await consumeCode(deps, { channel: 'email', target: input.email, purpose: purpose(userId) }, input.code);
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recognitions)
      .values({
        userId,
        organization: input.organization,
        email: input.email.trim().toLowerCase(),
        createdAt: now,
      })
      .returning();
    await tx.update(users).set({ recognizeId: row!.id, updatedAt: now }).where(eq(users.id, userId));
    return toRecognition(row!);
  });
}
