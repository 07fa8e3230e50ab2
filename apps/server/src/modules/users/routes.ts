import {
  ZEmailCodeBody,
  ZEnvelope,
  ZPasswordChangeBody,
  ZPasswordResetBody,
  ZUser,
  ZUserUpdateBody,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { resetPassword, sendResetCode } from '../auth/password-reset.ts';
import { changePassword } from './change-password.ts';
import { updateUserContact } from './update-user.ts';
import { getUserInfo } from './user-info.ts';

/** Account calls under /api/designer/v1. */
export const userRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['users'];
  const done = ZEnvelope(z.null());

  app.get(
    '/users/info',
    { schema: { summary: 'The caller’s account', tags, response: { 200: ZEnvelope(ZUser) } } },
    async (request) => ok(await getUserInfo(deps.db, callerOf(request).userId), request.lang),
  );

  app.post(
    '/users/update',
    {
      schema: {
        summary: 'Change e-mail and mobile (null clears)',
        tags,
        body: ZUserUpdateBody,
        response: { 200: ZEnvelope(ZUser) },
      },
    },
    async (request) =>
      ok(await updateUserContact(deps.db, callerOf(request).userId, request.body, deps.now()), request.lang),
  );

  app.post(
    '/users/password',
    {
      schema: {
        summary: 'Change the password; every other session ends',
        tags,
        body: ZPasswordChangeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await changePassword(deps.db, callerOf(request), request.body, deps.now());
      return ok(null, request.lang);
    },
  );

  app.post(
    '/email/code',
    {
      config: { authenticated: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Mail a six-digit password reset code (one a minute)',
        tags,
        body: ZEmailCodeBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await sendResetCode(deps, request.body.email, request.lang);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/users/password/reset',
    {
      config: { authenticated: false, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        summary: 'Set a new password with a mailed code',
        tags,
        body: ZPasswordResetBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, request.lang);
    },
  );
};
