/** The designer app is served under /designer/ (spec doc 1 §2). */
export const BASENAME = '/designer';

/** The app-relative path of a browser path: `/designer/user/base` → `/user/base`. */
export function stripBasename(pathname: string): string {
  if (pathname === BASENAME) return '/';
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname;
}
