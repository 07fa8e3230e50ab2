import { type Tokens, thirdPartyAuthApi } from '@cairn/contract';
import { api } from '../client.ts';

/** Which other ways in the server offers; the login page shows only those. */
export const loginOptions = () =>
  api.call(thirdPartyAuthApi.loginOptions, {}, { auth: 'client', handles: 'all' });

/** Finishes an SSO login with the issuer's code and state, and starts the session. */
export async function finishSso(code: string, state: string): Promise<Tokens> {
  const tokens = await api.call(
    thirdPartyAuthApi.ssoToken,
    { code, state },
    { auth: 'client', handles: 'all' },
  );
  api.startSession(tokens);
  return tokens;
}

export const qrLoginTicket = () =>
  api.call(thirdPartyAuthApi.qrTicket, {}, { auth: 'client', handles: 'all' });
export const pollQrLogin = (ticket: string) =>
  api.call(thirdPartyAuthApi.breathe, { ticket }, { auth: 'client', handles: 'all' });
export const bindTicket = () => api.call(thirdPartyAuthApi.bindTicket, {}, { handles: ['A2025', 'A2006'] });
export const pollBind = (ticket: string) =>
  api.call(thirdPartyAuthApi.bindBreathe, { ticket }, { handles: 'all' });
export const unbindMessaging = () => api.call(thirdPartyAuthApi.unbound, {}, { handles: ['A2006'] });
export const thirdBindings = () => api.call(thirdPartyAuthApi.third, {});

/** Where the browser goes to start SSO: the server keeps state, verifier and nonce, then redirects. */
export const SSO_START_URL = '/api/auth/oauth/sso/start';
