import { usersApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { changeMobile } from '../account/mobile-change.ts';
import { resetPassword, sendResetCode } from '../auth/password-reset.ts';
import { changePassword } from './change-password.ts';
import { renameUser } from './profile-edit.ts';
import { getUserInfo } from './user-info.ts';

/** Account calls (contract auth/users-calls.ts), under /api/designer/v1. */
export const userRoutes: RoutesPlugin = async (app, { deps }) => {
  // The picture upload reads multipart bodies: avatar-routes.ts serves it in a scope of its own.
  const { avatar: _served, ...calls } = usersApi;
  serve(app, calls, {
    info: async ({ user }) => getUserInfo(deps, user.userId),
    update: async ({ body, user }) => {
      if (body.username !== undefined) return renameUser(deps, user.userId, body.username);
      // The schema's refinement holds both when there is no username.
      return changeMobile(deps, user.userId, { mobile: body.mobile!, code: body.code! });
    },
    password: async ({ body, user }) => {
      await changePassword(deps.db, user, body, deps.now());
      return null;
    },
    emailCode: async ({ body, lang, request }) => {
      await sendResetCode(deps, body.email, lang, request.ip);
      return null;
    },
    resetPassword: async ({ body }) => {
      await resetPassword(deps, body);
      return null;
    },
  });
};
