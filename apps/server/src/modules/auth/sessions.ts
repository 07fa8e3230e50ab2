import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_MS } from '@cairn/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountRestrictions, refreshTokens, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** A new login session with its first refresh token; the family ends 14 days from now. */
export async function startSession(db: Db, userId: number, now: number) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId, expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS) });
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId });
  });
  return { sessionId, refreshToken };
}

export async function revokeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (password change), or all of them (password reset). */
export async function revokeUserSessions(db: Db, userId: number, now: number, keepSessionId?: string) {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
}

/**
 * Whether a session may act, and whether its account is restricted, in one query: authentication
 * runs this on every signed-in call, so the restriction check rides on the session lookup.
 */
export async function sessionStanding(
  db: Db,
  sessionId: string,
  now: number,
): Promise<'active' | 'ended' | 'restricted'> {
  const [row] = await db
    .select({ restrictedUser: accountRestrictions.userId })
    .from(sessions)
    .leftJoin(accountRestrictions, eq(accountRestrictions.userId, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))),
    );
  if (!row) return 'ended';
  return row.restrictedUser === null ? 'active' : 'restricted';
}

/**
 * Exchanges a refresh token for the next one of its family. A token already exchanged means it
 * was stolen or replayed: the whole family is revoked. The exchange is one guarded UPDATE, so two
 * concurrent uses of one token cannot both succeed.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, now: number) {
  const tokenHash = hashToken(refreshToken);
  const [found] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) throw new AppError('A0401', 'unknown refresh token');
  const [session] = await db.select().from(sessions).where(eq(sessions.id, found.sessionId));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now) {
    throw new AppError('A0401', 'the session has ended');
  }
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (claimed.length === 0) {
    await revokeSession(db, session.id, now);
    throw new AppError('A0401', 'refresh token reused; the session was ended');
  }
  const next = newRefreshToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: session.id });
  return { userId: session.userId, sessionId: session.id, refreshToken: next };
}
