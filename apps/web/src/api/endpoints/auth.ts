import { authApi, type RegisterBody, type Tokens, type User, type ZPasswordGrant } from '@cairn/contract';
import { api } from '../client.ts';
import type { ParsedBy } from '../parser.ts';

export type LoginBody = ParsedBy<typeof ZPasswordGrant>;

/** Logs in with account and password (the client's Basic credential) and starts the session. */
export async function login(body: LoginBody): Promise<Tokens> {
  const tokens = await api.call(authApi.token, body, { auth: 'client', handles: ['A0400'] });
  api.startSession(tokens);
  return tokens;
}

/** Registers an account (the client's Basic credential); the app logs in right after. */
export function register(body: RegisterBody): Promise<User> {
  return api.call(authApi.register, body, { auth: 'client', handles: ['A0400', 'A2011'] });
}

/** Revokes the session on the server; failures do not matter, the client forgets it anyway. */
export function logout(): Promise<null> {
  return api.call(authApi.logout, {}, { handles: 'all' });
}
