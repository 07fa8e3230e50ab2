import { type LoginBody, login } from '../../api/endpoints/auth.ts';
import { queryClient } from '../../app/query-client.ts';
import { useSessionStore } from './session-store.ts';

/** Logs in and drops anything cached from a previous session; the guard loads the new user. */
export async function signIn(body: LoginBody): Promise<void> {
  await login(body);
  useSessionStore.getState().reset();
  queryClient.clear();
}
