import { DESIGNER_BASIC_AUTH, ZEnvelope, ZRegisterBody, ZTokenBody, ZTokens, ZUser } from '@cairn/contract';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createUser } from '../users/create-user.ts';
import { toUserInfo } from '../users/user-info.ts';
import { loginWithPassword, refreshTokens } from './login.ts';
import { revokeSession } from './sessions.ts';

/** Auth calls of spec doc 2 §7, under /api/auth. Abuse-prone calls are rate limited (A2032). */
export const authRoutes: RoutesPlugin = async (app, { deps }) => {
  const open = (max: number) => ({ authenticated: false, rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/oauth/register',
    {
      config: open(20),
      schema: {
        summary: 'Register an account',
        tags: ['auth'],
        body: ZRegisterBody,
        response: { 200: ZEnvelope(ZUser) },
      },
    },
    async (request) => ok(await toUserInfo(deps.db, await createUser(deps.db, request.body)), request.lang),
  );

  app.post(
    '/oauth/token',
    {
      config: open(60),
      schema: {
        summary: 'Log in with a password, or rotate a refresh token (type 9)',
        description:
          'Needs the fixed client header `Authorization: Basic ZGVzaWduZXI6ZGVzaWduZXI=`. JSON or form body.',
        tags: ['auth'],
        body: ZTokenBody,
        response: { 200: ZEnvelope(ZTokens) },
      },
    },
    async (request) => {
      if (request.headers.authorization !== DESIGNER_BASIC_AUTH)
        throw new AppError('A0401', 'unknown client');
      const body = request.body;
      const tokens =
        'refreshToken' in body
          ? await refreshTokens(deps, body.refreshToken)
          : await loginWithPassword(deps, body.username, body.password);
      return ok(tokens, request.lang);
    },
  );

  app.get(
    '/oauth/logout',
    {
      schema: {
        summary: 'Log out: ends this session and its refresh token',
        tags: ['auth'],
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await revokeSession(deps.db, callerOf(request).sessionId, deps.now());
      return ok(null, request.lang);
    },
  );
};
