import { useMemo } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import { type LibraryAccess, libraryAccessOf } from './library-access.ts';

/**
 * The signed-in user's library access (company tabs, edit rights, "image" or "media"), with the
 * permission codes of GET org/permission (the session store), not the user record's.
 */
export function useLibraryAccess(): LibraryAccess {
  const user = useSessionStore((s) => s.user);
  const codes = useSessionStore((s) => s.permissions);
  return useMemo(
    () => libraryAccessOf(user && { ...user, permissions: codes.map((code) => ({ code })) }),
    [user, codes],
  );
}
