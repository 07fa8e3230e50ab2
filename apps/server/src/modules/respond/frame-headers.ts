import type { FastifyReply } from 'fastify';
import { securityHeaders } from '../../http/security.ts';

let baseCsp: string | undefined;

/**
 * The page's policy with `frame-ancestors` opened: any site when the author lists none, else the
 * listed hosts (and our own origin, where the designer shows the page). Everything else is the
 * app-wide policy of http/security.ts.
 */
export function embeddableCsp(domains: readonly string[]): string {
  baseCsp ??= securityHeaders()['content-security-policy'] ?? '';
  const ancestors = domains.length === 0 ? '*' : ["'self'", ...domains].join(' ');
  return baseCsp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
}

/**
 * A published survey page may be shown in a frame on other sites (the launch tab's embed code),
 * limited to the survey's `embedDomains` when it has any. X-Frame-Options goes: it knows only
 * DENY and SAMEORIGIN, and browsers that read CSP follow frame-ancestors instead. The designer
 * and the API keep the app-wide `frame-ancestors 'self'` and SAMEORIGIN.
 */
export function allowFraming(reply: FastifyReply, domains: readonly string[]): void {
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', embeddableCsp(domains));
}
