import type { User } from '@cairn/contract';
import { fetchOrgPermission } from '../../api/endpoints/org.ts';
import { fetchUserInfo } from '../../api/endpoints/users.ts';
import { cachePermissions } from './permission-cache.ts';
import { useSessionStore } from './session-store.ts';

let pending: Promise<User | null> | null = null;

/** Stores a user record (from the info call, an update or the upgrade). */
export function rememberUser(user: User): void {
  useSessionStore.getState().setUser(user);
}

/**
 * Reads the caller's permissions from GET org/permission (spec doc 2: the designer's permissions
 * come from this call, not from users/info) into the store and the `permission` cache. A failed
 * call keeps what is cached.
 */
export async function refreshPermissions(): Promise<void> {
  try {
    const answer = await fetchOrgPermission();
    useSessionStore.getState().setPermission(answer);
    cachePermissions(answer.codes);
  } catch {
    // The cached codes stay in force until the next successful call.
  }
}

/**
 * The session's user record: fetched once and kept in the store, with the permissions beside it;
 * concurrent callers share one call. A failed fetch resolves to null (it only ends loading); the
 * next navigation tries again.
 */
export function ensureUser(): Promise<User | null> {
  const { user } = useSessionStore.getState();
  if (user) return Promise.resolve(user);
  pending ??= Promise.all([fetchUserInfo(), refreshPermissions()])
    .then(([fetched]) => {
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
