import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { isSessionActive } from './sessions.ts';

/** The caller of a bearer request, or A0401: missing, malformed, expired or ended session. */
export async function authenticate(deps: AppDeps, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
  if (!match) throw new AppError('A0401');
  const now = deps.now();
  const claims = await verifyAccessToken(deps.signingKey, match[1]!, now);
  if (!claims || !(await isSessionActive(deps.db, claims.sessionId, now))) throw new AppError('A0401');
  return claims;
}
