import { thirdPartyAuthApi } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { loginDeviceOf, rememberDevice } from '../auth/login-device.ts';
import { listBindings, pollBindTicket, pollLoginTicket } from '../messaging/qr-login.ts';
import { appOf, bindingOfUser, createTicket, unbind } from '../messaging/qr-tickets.ts';
import { finishSso, startSso } from './sso-login.ts';

/**
 * SSO and the messaging-app (QR) calls (contract auth/third-party-calls.ts). Registered without a
 * prefix: the table spans the auth and designer services.
 */
export const thirdPartyAuthRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, thirdPartyAuthApi, {
    loginOptions: async () => ({ sso: deps.sso !== undefined, messaging: deps.messaging !== undefined }),
    ssoStart: async ({ reply }) => reply.redirect(await startSso(deps)),
    ssoToken: async ({ query, request, reply }) => {
      const device = loginDeviceOf(request);
      const tokens = await finishSso(deps, query.code, query.state, device);
      rememberDevice(request, reply, device);
      return tokens;
    },
    qrTicket: async () => createTicket(deps, 'login', null),
    breathe: async ({ query, request, reply }) => {
      const device = loginDeviceOf(request);
      const answer = await pollLoginTicket(deps, query.ticket, device);
      if (answer.tokens) rememberDevice(request, reply, device);
      return answer;
    },
    bindTicket: async ({ user }) => {
      if (await bindingOfUser(deps.db, appOf(deps).name, user.userId)) throw new AppError('A2025');
      return createTicket(deps, 'bind', user.userId);
    },
    bindBreathe: async ({ body, user }) => pollBindTicket(deps, body.ticket, user.userId),
    unbound: async ({ user, request }) => {
      await unbind(deps, user.userId, request.ip ?? null);
      return null;
    },
    third: async ({ user }) => listBindings(deps, user.userId),
  });
};
