import { safeRedirectTarget } from '../../router/safe-redirect.ts';

/**
 * Where an SSO login lands: the login page's `redirect` is lost on the way through the issuer, so
 * the SSO button keeps it in sessionStorage (this tab only) and the return page reads it once.
 */
const KEY = 'cairn.sso.redirect';

export function keepSsoTarget(redirect: string | null): void {
  try {
    if (redirect) sessionStorage.setItem(KEY, redirect);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the login lands on the default page.
  }
}

/** The kept target (checked as any redirect is), removed so a later login does not reuse it. */
export function takeSsoTarget(): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw;
  } catch {
    return null;
  }
}

/**
 * The retail-partner return (`/backurlJD`) lands a project target on the project's partner
 * overview (`/project/{code}/jd/overview`): partners see that overview, not the full report.
 */
export function partnerLanding(target: string): string {
  const m = /^\/project\/([^/?#]+)/.exec(target);
  return m && m[1] !== 'recycle' ? `/project/${m[1]}/jd/overview` : safeRedirectTarget(target);
}
