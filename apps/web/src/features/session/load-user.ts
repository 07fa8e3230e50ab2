import type { User } from '@cairn/contract';
import { fetchUserInfo } from '../../api/endpoints/users.ts';
import { cachePermissions } from './permission-cache.ts';
import { useSessionStore } from './session-store.ts';

let pending: Promise<User | null> | null = null;

/** Stores a user record (from the info call or an update) and caches its permissions. */
export function rememberUser(user: User): void {
  useSessionStore.getState().setUser(user);
  cachePermissions(user);
}

/**
 * The session's user record: fetched once and kept in the store; concurrent callers share one
 * call. A failed fetch resolves to null (it only ends loading); the next navigation tries again.
 */
export function ensureUser(): Promise<User | null> {
  const { user } = useSessionStore.getState();
  if (user) return Promise.resolve(user);
  pending ??= fetchUserInfo()
    .then((fetched) => {
      rememberUser(fetched);
      return fetched;
    })
    .catch(() => {
      useSessionStore.getState().setStatus('failed');
      return null;
    })
    .finally(() => {
      pending = null;
    });
  useSessionStore.getState().setStatus('loading');
  return pending;
}
