import { api } from '../../api/client.ts';
import { queryClient } from '../../app/query-client.ts';
import { clearPermissions } from './permission-cache.ts';
import { useSessionStore } from './session-store.ts';

/** Forgets everything of the session on this device: tokens, permission cache, user record, server state. */
export function clearSession(): void {
  api.endSession();
  clearPermissions();
  useSessionStore.getState().reset();
  queryClient.clear();
}
