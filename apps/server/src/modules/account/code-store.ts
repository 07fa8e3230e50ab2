import { createHmac, randomInt } from 'node:crypto';
import { VERIFICATION_CODE } from '@cairn/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../http/app-error.ts';

/** What the store needs of the app: the database, the clock and a secret to key the hashes. */
export interface CodeDeps {
  db: Db;
  signingKey: Uint8Array;
  now: () => number;
}

export type CodeChannel = 'email' | 'sms';

export interface CodeAddress {
  channel: CodeChannel;
  /** An e-mail address or a mobile number, as typed (normalised here). */
  target: string;
  /** What the code is for: 'reset', 'login', 'mobile-self:<userId>', 'email-new:<userId>', … */
  purpose: string;
}

const DAY_MS = 24 * 3600_000;
const normal = (channel: CodeChannel | 'pass', target: string) =>
  channel === 'email' ? target.trim().toLowerCase() : target.trim();

/**
 * Keyed with the server's secret: six digits are only a million values, so a plain hash of a
 * leaked row would give the code back at once; without the key it gives nothing.
 */
const hashCode = (deps: CodeDeps, at: CodeAddress, code: string) =>
  createHmac('sha256', deps.signingKey)
    .update(`${at.channel}\n${normal(at.channel, at.target)}\n${at.purpose}\n${code}`)
    .digest('hex');

/**
 * A new six-digit code for an address. One a minute per address whatever the purpose (A2004);
 * past the daily count per address or per client address, A2003. Checked and written under a
 * lock on the address, so two concurrent requests cannot both pass the minute check.
 * `deliver` (the text or the letter) runs after the row commits (the embedded database has one
 * connection, and the outbox writes through it); a code it could not send is withdrawn, else
 * the minute limit would refuse the retry for a code the user never got. A failed delivery is
 * A2003, unless the database itself went away (B0002, which clients retry).
 */
export async function issueCode(
  deps: CodeDeps,
  at: CodeAddress,
  clientIp?: string,
  deliver?: (code: string) => Promise<void>,
): Promise<string> {
  const now = deps.now();
  const target = normal(at.channel, at.target);
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${at.channel}:${target}`}))`);
    const sameTarget = and(eq(verificationCodes.channel, at.channel), eq(verificationCodes.target, target));
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(sameTarget)
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last && now - last.createdAt.getTime() < VERIFICATION_CODE.resendMs) throw new AppError('A2004');
    const since = gt(verificationCodes.createdAt, new Date(now - DAY_MS));
    const [perTarget] = await tx.select({ n: count() }).from(verificationCodes).where(and(sameTarget, since));
    if ((perTarget?.n ?? 0) >= VERIFICATION_CODE.dailyPerTarget) throw new AppError('A2003');
    if (clientIp) {
      const [perClient] = await tx
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.clientIp, clientIp), since));
      if ((perClient?.n ?? 0) >= VERIFICATION_CODE.dailyPerClient) throw new AppError('A2003');
    }
    await tx.insert(verificationCodes).values({
      channel: at.channel,
      target,
      purpose: at.purpose,
      codeHash: hashCode(deps, at, code),
      clientIp: clientIp ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + VERIFICATION_CODE.ttlMs),
    });
  });
  if (!deliver) return code;
  try {
    await deliver(code);
  } catch (error) {
    // Best effort: with the database away the row stays, and only delays a retry by a minute.
    await deps.db
      .delete(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, at.channel),
          eq(verificationCodes.codeHash, hashCode(deps, at, code)),
        ),
      )
      .catch(() => {});
    if (isDatabaseUnavailable(error)) throw error;
    throw new AppError('A2003');
  }
  return code;
}

/**
 * Uses up the latest code of an address for a purpose if it matches. A wrong code costs one of
 * five tries (A2018); an expired, used or exhausted code, or none, answers A2005 so the user asks
 * for a new one. The use is one guarded UPDATE: a code works once even when sent twice at once.
 */
export async function consumeCode(deps: CodeDeps, at: CodeAddress, code: string): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, at.channel),
        eq(verificationCodes.target, normal(at.channel, at.target)),
        eq(verificationCodes.purpose, at.purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now || row.tries >= VERIFICATION_CODE.maxTries) {
    throw new AppError('A2005');
  }
  if (row.codeHash !== hashCode(deps, at, code)) {
    await deps.db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError('A2018');
  }
  const used = await deps.db
    .update(verificationCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.tries, VERIFICATION_CODE.maxTries),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError('A2005');
}

/**
 * A pass: a step of a two-step change already proven (the current mobile's code before a new
 * number may get one). Valid as long as a code; taken once by `takePass`.
 */
export async function grantPass(deps: CodeDeps, userId: number, purpose: string): Promise<void> {
  const now = deps.now();
  await deps.db.insert(verificationCodes).values({
    channel: 'pass',
    target: `user:${userId}`,
    purpose,
    codeHash: '',
    createdAt: new Date(now),
    expiresAt: new Date(now + VERIFICATION_CODE.ttlMs),
  });
}

/** Whether the user holds an unused, unexpired pass for the purpose (and uses it up if `take`). */
export async function holdsPass(deps: CodeDeps, userId: number, purpose: string, take = false) {
  const now = new Date(deps.now());
  const mine = and(
    eq(verificationCodes.channel, 'pass'),
    eq(verificationCodes.target, `user:${userId}`),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
  );
  if (!take) {
    const [row] = await deps.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(mine)
      .limit(1);
    return row !== undefined;
  }
  const used = await deps.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(mine)
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}

/** Deletes codes older than a day: they no longer count toward any limit nor can be used. */
export async function pruneVerificationCodes(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, new Date(now - DAY_MS - VERIFICATION_CODE.ttlMs)))
    .returning({ id: verificationCodes.id });
  return gone.length;
}
