import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByName } from '../users/user-repo.ts';
import { issueAccessToken } from './access-tokens.ts';
import { assertNotLocked, clearFailures, lockoutKey, recordFailure } from './lockout.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { rotateRefreshToken, startSession } from './sessions.ts';

/**
 * Password login. An unknown name does the same work (a verify against a dummy hash) and gets the
 * same answer (A2002) as a wrong password; the lockout counts names as typed, known or not.
 */
export async function loginWithPassword(deps: AppDeps, username: string, password: string) {
  const now = deps.now();
  const key = lockoutKey(username);
  await assertNotLocked(deps.db, key, now);
  const user = await findUserByName(deps.db, username);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !matches) {
    await recordFailure(deps.db, key, now);
    throw new AppError('A2002');
  }
  await clearFailures(deps.db, key);
  const session = await startSession(deps.db, user.id, now);
  const access = await issueAccessToken(
    deps.signingKey,
    { userId: user.id, sessionId: session.sessionId },
    now,
  );
  return { token: access.token, refreshToken: session.refreshToken, expired: access.expired };
}

export async function refreshTokens(deps: AppDeps, refreshToken: string) {
  const now = deps.now();
  const rotated = await rotateRefreshToken(deps.db, refreshToken, now);
  const access = await issueAccessToken(deps.signingKey, rotated, now);
  return { token: access.token, refreshToken: rotated.refreshToken, expired: access.expired };
}
