import { type RegisterBody, type Tokens, type ZPasswordGrant, ZTokens } from '@cairn/contract';
import { api } from '../client.ts';
import { nullData, type ParsedBy, type Parser } from '../parser.ts';

export type LoginBody = ParsedBy<typeof ZPasswordGrant>;

/** Registration answers whatever the server sends on success; the app logs in right after. */
const ignoredData: Parser<null> = { parse: () => null };

/** Logs in with account and password (the client's Basic credential) and starts the session. */
export async function login(body: LoginBody): Promise<Tokens> {
  const tokens = await api.request({
    method: 'POST',
    path: '/auth/oauth/token',
    body,
    auth: 'client',
    parse: ZTokens,
    handles: ['A0400'],
  });
  api.startSession(tokens);
  return tokens;
}

export function register(body: RegisterBody): Promise<null> {
  return api.request({
    method: 'POST',
    path: '/auth/oauth/register',
    body,
    auth: 'client',
    parse: ignoredData,
    handles: ['A0400', 'A2011'],
  });
}

/** Revokes the session on the server; failures do not matter, the client forgets it anyway. */
export function logout(): Promise<null> {
  return api.request({ method: 'GET', path: '/auth/oauth/logout', parse: nullData, handles: 'all' });
}
