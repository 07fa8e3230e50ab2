import { stripBasename } from '../app/basename.ts';

export const DEFAULT_LANDING = '/project';

const ORIGIN = 'http://cairn.invalid';
const AUTH_PATHS = new Set(['/login', '/register']);

/** Control characters (browsers drop tabs and newlines: `/\t/evil`) and backslashes (read as `/`). */
function hasUnsafeCharacter(raw: string): boolean {
  return Array.from(raw).some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
}

/**
 * Where to go after login: the `redirect` parameter when it is a path of this app, else the
 * default landing. Anything that could leave the app (absolute or protocol-relative URLs,
 * backslash tricks, other schemes) is refused: open-redirect guard.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacter(raw)) return DEFAULT_LANDING;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return DEFAULT_LANDING;
  }
  if (url.origin !== ORIGIN) return DEFAULT_LANDING;
  const pathname = stripBasename(url.pathname);
  if (AUTH_PATHS.has(pathname)) return DEFAULT_LANDING;
  return `${pathname}${url.search}${url.hash}`;
}

/** The login page that brings the user back to `target` (an app path with its query) afterwards. */
export function loginPathFor(target: string): string {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || AUTH_PATHS.has(pathname)) return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}
