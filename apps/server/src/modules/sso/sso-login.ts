import { SSO_STATE_TTL_MS } from '@cairn/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { ssoStates } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { completeLogin } from '../auth/complete-login.ts';
import { assertNotLocked, lockoutKey } from '../auth/lockout.ts';
import type { LoginDevice } from '../auth/login-device.ts';
import { findMembership } from '../users/user-repo.ts';
import { newAuthorizationRequest } from './oidc-client.ts';
import { accountForIdentity } from './sso-accounts.ts';

function setupOf(deps: AppDeps) {
  if (!deps.sso) throw new AppError('A2040', 'SSO is not configured');
  return deps.sso;
}

/** Keeps a new state (verifier, nonce) and answers the issuer's authorize address. */
export async function startSso(deps: AppDeps): Promise<string> {
  const sso = setupOf(deps);
  const request = newAuthorizationRequest(sso.redirectUri);
  const now = deps.now();
  // Old states go as new ones come: the table holds only logins in flight.
  await deps.db.delete(ssoStates).where(lt(ssoStates.expiresAt, new Date(now - SSO_STATE_TTL_MS)));
  await deps.db.insert(ssoStates).values({
    state: request.state,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    redirectUri: request.redirectUri,
    expiresAt: new Date(now + SSO_STATE_TTL_MS),
  });
  return sso.client.authorizationUrl(request);
}

/**
 * Finishes an SSO login. The state is claimed in one guarded UPDATE, so a replay (or two tabs)
 * cannot use it twice; every failure answers A2040 alike. The account's lockout holds here too.
 */
export async function finishSso(deps: AppDeps, code: string, state: string, device: LoginDevice) {
  const sso = setupOf(deps);
  const now = deps.now();
  const [row] = await deps.db
    .update(ssoStates)
    .set({ usedAt: new Date(now) })
    .where(and(eq(ssoStates.state, state), isNull(ssoStates.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now) throw new AppError('A2040', 'unknown, used or expired state');
  let claims: Awaited<ReturnType<typeof sso.client.finish>>;
  try {
    claims = await sso.client.finish(code, { ...row, state });
  } catch (error) {
    throw new AppError('A2040', `the issuer's answer was refused: ${(error as Error).message}`);
  }
  const { user, linked } = await accountForIdentity(deps.db, sso.client.issuer, claims);
  await assertNotLocked(deps.db, lockoutKey(user.username), now);
  const tokens = await completeLogin(deps, user.id, device, 'sso');
  const membership = await findMembership(deps.db, user.id);
  await recordAudit(deps.db, {
    organizationId: membership?.organizationId ?? null,
    actorId: user.id,
    action: 'login.sso',
    targetUserId: user.id,
    detail: { issuer: sso.client.issuer, linked },
    ip: device.ip,
  });
  return tokens;
}
