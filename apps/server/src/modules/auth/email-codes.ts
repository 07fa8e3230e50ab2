import { createHash, randomInt } from 'node:crypto';
import { EMAIL_CODE } from '@cairn/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type CodePurpose = 'reset';

const hashCode = (email: string, code: string) =>
  createHash('sha256').update(`${email}\n${code}`).digest('hex');
const normal = (email: string) => email.trim().toLowerCase();

async function latest(db: Db, email: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, normal(email)), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

/** A new six-digit code, at most one per address per minute (A2004); valid ten minutes. */
export async function issueEmailCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: number,
): Promise<string> {
  const previous = await latest(db, email, purpose);
  if (previous && now - previous.createdAt.getTime() < EMAIL_CODE.resendMs) throw new AppError('A2004');
  const code = String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
  await db.insert(emailCodes).values({
    email: normal(email),
    purpose,
    codeHash: hashCode(normal(email), code),
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_CODE.ttlMs),
  });
  return code;
}

/**
 * Uses up the latest code if it matches. A wrong code costs one of five tries (A2018); an
 * expired, used or exhausted code answers A2005 so the user asks for a new one.
 */
export async function consumeEmailCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
) {
  const row = await latest(db, email, purpose);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now || row.tries >= EMAIL_CODE.maxTries) {
    throw new AppError('A2005');
  }
  if (row.codeHash !== hashCode(normal(email), code)) {
    await db
      .update(emailCodes)
      .set({ tries: sql`${emailCodes.tries} + 1` })
      .where(eq(emailCodes.id, row.id));
    throw new AppError('A2018');
  }
  const used = await db
    .update(emailCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailCodes.id, row.id), sql`${emailCodes.usedAt} IS NULL`))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('A2005');
}
