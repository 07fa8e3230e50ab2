import { authApi, DESIGNER_BASIC_AUTH } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createUser } from '../users/create-user.ts';
import { toUserInfo } from '../users/user-info.ts';
import { loginWithPassword, refreshTokens } from './login.ts';
import { loginDeviceOf, rememberDevice } from './login-device.ts';
import { revokeSession } from './sessions.ts';

/** Auth calls of spec doc 2 §7 (contract auth/auth-calls.ts), under /api/auth. */
export const authRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, authApi, {
    register: async ({ body }) => toUserInfo(deps, await createUser(deps.db, body)),
    token: async ({ body, request, reply }) => {
      if (request.headers.authorization !== DESIGNER_BASIC_AUTH)
        throw new AppError('A0401', 'unknown client');
      if ('refreshToken' in body) return refreshTokens(deps, body.refreshToken);
      const device = loginDeviceOf(request);
      const tokens = await loginWithPassword(deps, body.username, body.password, device);
      rememberDevice(request, reply, device);
      return tokens;
    },
    logout: async ({ user }) => {
      await revokeSession(deps.db, user.sessionId, deps.now());
      return null;
    },
  });
};
