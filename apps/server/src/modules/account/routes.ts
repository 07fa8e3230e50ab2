import { accountApi, DESIGNER_BASIC_AUTH, domainApi, mobileAuthApi, recognizeApi } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { loginDeviceOf, rememberDevice } from '../auth/login-device.ts';
import { addDomain, listDomains, removeDomain } from './domains.ts';
import { changeEmail } from './email-change.ts';
import { confirmCurrentMobile, sendNewMobileCode, sendSelfCode } from './mobile-change.ts';
import { loginWithMobile, sendLoginCode } from './mobile-login.ts';
import { certify, getRecognition, sendRecognizeCode } from './recognize.ts';

/** Codes by SMS and the e-mail and mobile changes (contract auth/account-calls.ts), /api/designer/v1. */
export const accountRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, accountApi, {
    smsCode: async ({ body, lang, request }) => {
      await sendLoginCode(deps, body.mobile, lang, request.ip);
      return null;
    },
    smsCodeSelf: async ({ user, lang, request }) => {
      await sendSelfCode(deps, user.userId, lang, request.ip);
      return null;
    },
    smsCodeNew: async ({ body, user, lang, request }) => {
      await sendNewMobileCode(deps, user.userId, body.mobile, lang, request.ip);
      return null;
    },
    mobilePre: async ({ body, user }) => {
      await confirmCurrentMobile(deps, user.userId, body.code);
      return null;
    },
    email: async ({ body, user, lang, request }) => changeEmail(deps, user.userId, body, lang, request.ip),
  });
  serve(app, domainApi, {
    list: async ({ user }) => listDomains(deps.db, user.userId),
    add: async ({ body, user }) => addDomain(deps.db, user.userId, body.domain, deps.now()),
    remove: async ({ params, user }) => {
      await removeDomain(deps.db, user.userId, params.id);
      return null;
    },
  });
  serve(app, recognizeApi, {
    get: async ({ user }) => getRecognition(deps, user.userId),
    code: async ({ body, user, lang, request }) => {
      await sendRecognizeCode(deps, user.userId, body.email, lang, request.ip);
      return null;
    },
    certify: async ({ body, user }) => certify(deps, user.userId, body),
  });
};

/** Mobile login, under /api/auth beside the password login. */
export const mobileAuthRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, mobileAuthApi, {
    mobile: async ({ body, request, reply }) => {
      if (request.headers.authorization !== DESIGNER_BASIC_AUTH)
        throw new AppError('A0401', 'unknown client');
      const device = loginDeviceOf(request);
      const tokens = await loginWithMobile(deps, body.mobile, body.code, device);
      rememberDevice(request, reply, device);
      return tokens;
    },
  });
};
