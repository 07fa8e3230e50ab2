import { useSessionStore } from '../session/session-store.ts';
import { type LibraryAccess, libraryAccessOf } from './library-access.ts';

/** The signed-in user's library access (company tabs, edit rights, "image" or "media"). */
export function useLibraryAccess(): LibraryAccess {
  const user = useSessionStore((s) => s.user);
  return libraryAccessOf(user);
}
