import { logout } from '../../api/endpoints/auth.ts';
import { navigateTo } from '../../app/navigation.ts';
import { clearSession } from './clear-session.ts';

/** The user's own logout: revoke the session on the server, forget it here, go to the login page. */
export async function signOut(): Promise<void> {
  await logout().catch(() => null);
  clearSession();
  navigateTo('/login', { replace: true });
}
