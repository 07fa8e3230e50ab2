import { BASENAME } from '../../app/basename.ts';

/** The public (logged-out) address of a launched dashboard: /designer/dashboard/preview/{code}/online?t=TOKEN. */
export function publicLinkOf(code: string, token: string, origin = window.location.origin): string {
  return `${origin}${BASENAME}/dashboard/preview/${encodeURIComponent(code)}/online?t=${encodeURIComponent(token)}`;
}
