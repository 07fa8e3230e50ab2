import { usersApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { resetPassword, sendResetCode } from '../auth/password-reset.ts';
import { changePassword } from './change-password.ts';
import { updateUserContact } from './update-user.ts';
import { getUserInfo } from './user-info.ts';

/** Account calls (contract auth/users-calls.ts), under /api/designer/v1. */
export const userRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, usersApi, {
    info: async ({ user }) => getUserInfo(deps.db, user.userId),
    update: async ({ body, user }) => updateUserContact(deps.db, user.userId, body, deps.now()),
    password: async ({ body, user }) => {
      await changePassword(deps.db, user, body, deps.now());
      return null;
    },
    emailCode: async ({ body, lang }) => {
      await sendResetCode(deps, body.email, lang);
      return null;
    },
    resetPassword: async ({ body }) => {
      await resetPassword(deps, body);
      return null;
    },
  });
};
