import { type LoaderFunctionArgs, redirect } from 'react-router';
import { api } from '../api/client.ts';
import { stripBasename } from '../app/basename.ts';
import { ensureUser } from '../features/session/load-user.ts';
import { CROSS_CODE_KEY, removeStored } from '../features/session/storage-keys.ts';
import { decideNavigation } from './guard.ts';
import { matchRouteDefs } from './route-match.ts';

/**
 * The root loader runs on every navigation (beforeEach): it loads the user record once per
 * session, then applies the guard's decision (spec doc 1 §4).
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const pathname = stripBasename(url.pathname);

  const user = api.hasSession() ? await ensureUser() : null;
  const decision = decideNavigation({
    pathname,
    search: url.search,
    matched: matchRouteDefs(pathname),
    hasToken: api.hasSession(),
    user,
  });
  if (decision.kind === 'pass') return null;
  if (decision.clearCrossCode) removeStored(CROSS_CODE_KEY);
  throw redirect(decision.to);
}

/** Every navigation passes the guard, also between children of the same layout. */
export const alwaysRevalidate = () => true;
