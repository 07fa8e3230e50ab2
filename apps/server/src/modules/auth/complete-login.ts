import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotRestricted } from '../account/restrictions.ts';
import { issueAccessToken } from './access-tokens.ts';
import { type LoginDevice, noteLoginDevice } from './login-device.ts';
import { startSession } from './sessions.ts';

/** How the person got in: the audit log's detail of a new-device login. */
export type LoginWay = 'password' | 'sso' | 'qr' | 'mobile';

/**
 * Every way in ends here once the person is known: a restricted account gets A2026 and a member
 * their organisation disabled A5222 (told only to whoever proved who they are), else a new session (its own refresh-token family), an access token naming
 * it, and the new-device check. One place, so every way gives the same token pair and the same
 * audit.
 */
export async function completeLogin(deps: AppDeps, userId: number, device: LoginDevice, way: LoginWay) {
  await assertNotRestricted(deps.db, userId);
  const [membership] = await deps.db
    .select({ disabled: memberships.disabled })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (membership?.disabled) throw new AppError('A5222');
  const now = deps.now();
  const session = await startSession(deps.db, userId, now);
  const access = await issueAccessToken(deps.signingKey, { userId, sessionId: session.sessionId }, now);
  await noteLoginDevice(deps.db, userId, device, way, now);
  return { token: access.token, refreshToken: session.refreshToken, expired: access.expired };
}
