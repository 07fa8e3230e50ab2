import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotRestricted } from '../account/restrictions.ts';
import { findUserByName } from '../users/user-repo.ts';
import { issueAccessToken } from './access-tokens.ts';
import { completeLogin } from './complete-login.ts';
import { assertNotLocked, clearFailures, lockoutKey, recordFailure } from './lockout.ts';
import type { LoginDevice } from './login-device.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { rotateRefreshToken } from './sessions.ts';

/**
 * Password login. An unknown name does the same work (a verify against a dummy hash) and gets the
 * same answer (A2002) as a wrong password; the lockout counts names as typed, known or not.
 */
export async function loginWithPassword(
  deps: AppDeps,
  username: string,
  password: string,
  device: LoginDevice,
) {
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
  return completeLogin(deps, user.id, device, 'password');
}

export async function refreshTokens(deps: AppDeps, refreshToken: string) {
  const now = deps.now();
  const rotated = await rotateRefreshToken(deps.db, refreshToken, now);
  await assertNotRestricted(deps.db, rotated.userId);
  const access = await issueAccessToken(deps.signingKey, rotated, now);
  return { token: access.token, refreshToken: rotated.refreshToken, expired: access.expired };
}
