import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { sessionStanding } from './sessions.ts';

/**
 * The caller of a bearer request, or A0401: missing, malformed, expired or ended session; A2026
 * for a restricted account (the one check every signed-in call passes through).
 */
export async function authenticate(deps: AppDeps, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
  if (!match) throw new AppError('A0401');
  const now = deps.now();
  const claims = await verifyAccessToken(deps.signingKey, match[1]!, now);
  if (!claims) throw new AppError('A0401');
  const standing = await sessionStanding(deps.db, claims.sessionId, now);
  if (standing === 'ended') throw new AppError('A0401');
  if (standing === 'restricted') throw new AppError('A2026');
  return claims;
}
