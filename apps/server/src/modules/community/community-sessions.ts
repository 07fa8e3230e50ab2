import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_MS, type Tokens } from '@cairn/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communitySessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { issueCommunityAccessToken } from './community-tokens.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

type Deps = { db: Db; now: () => number; signingKey: Uint8Array };

/** A new community login of one project: a session row and its first token pair. */
export async function startCommunitySession(deps: Deps, surveyId: number): Promise<Tokens> {
  const now = deps.now();
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await deps.db.insert(communitySessions).values({
    id: sessionId,
    surveyId,
    refreshHash: hashToken(refreshToken),
    expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS),
    createdAt: new Date(now),
  });
  const access = await issueCommunityAccessToken(deps.signingKey, { sessionId, surveyId }, now);
  return { token: access.token, refreshToken, expired: access.expired };
}

/**
 * The next pair for a refresh token of this project. One guarded UPDATE swaps the stored hash,
 * so two uses of one token cannot both succeed; a token that is not the current one (reused,
 * or its session ended by logout or a password rotation) is A0401.
 */
export async function refreshCommunitySession(
  deps: Deps,
  surveyId: number,
  refreshToken: string,
): Promise<Tokens> {
  const now = deps.now();
  const next = newRefreshToken();
  const [row] = await deps.db
    .update(communitySessions)
    .set({ refreshHash: hashToken(next) })
    .where(
      and(
        eq(communitySessions.refreshHash, hashToken(refreshToken)),
        eq(communitySessions.surveyId, surveyId),
        gt(communitySessions.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: communitySessions.id });
  if (!row) throw new AppError('A0401', 'the community login has ended');
  const access = await issueCommunityAccessToken(deps.signingKey, { sessionId: row.id, surveyId }, now);
  return { token: access.token, refreshToken: next, expired: access.expired };
}

/** Whether a community session is still live (not logged out, not rotated away, not expired). */
export async function communitySessionLive(db: Db, sessionId: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ id: communitySessions.id })
    .from(communitySessions)
    .where(and(eq(communitySessions.id, sessionId), gt(communitySessions.expiresAt, new Date(now))));
  return row !== undefined;
}

export async function endCommunitySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(communitySessions).where(eq(communitySessions.id, sessionId));
}

/** Ends every community login of a project (the password changed). */
export async function endProjectCommunitySessions(db: Db, surveyId: number): Promise<void> {
  await db.delete(communitySessions).where(eq(communitySessions.surveyId, surveyId));
}
