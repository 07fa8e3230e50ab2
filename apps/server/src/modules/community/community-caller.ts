import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { communitySessionLive } from './community-sessions.ts';
import { verifyCommunityAccessToken } from './community-tokens.ts';

type Deps = { db: Db; now: () => number; signingKey: Uint8Array };

/**
 * The community caller of a request: a live community session of the project the call names.
 * No token, a designer token, an expired one or an ended session: A0401 (the community page logs
 * its client out). A live token of another project: A0403 — it is a real login, just not here.
 */
export async function communityCaller(deps: Deps, request: FastifyRequest, surveyId: number) {
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new AppError('A0401');
  const now = deps.now();
  const claims = await verifyCommunityAccessToken(deps.signingKey, match[1]!, now);
  if (!claims || !(await communitySessionLive(deps.db, claims.sessionId, now))) throw new AppError('A0401');
  if (claims.surveyId !== surveyId) throw new AppError('A0403', 'a community login of another project');
  return claims;
}
