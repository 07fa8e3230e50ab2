import { fullPath, respondApi } from '@cairn/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

const SUBMIT = fullPath(respondApi.submit);
const UPLOAD = fullPath(respondApi.upload);
/** The calls the offline file makes across origins: its files' uploads, then the submits. */
const CROSS_PATHS = new Set([SUBMIT, UPLOAD]);

/**
 * Whether a request comes from a page of another origin (a file:// page sends `Origin: null`).
 * The browser's own `Sec-Fetch-Site` decides when present (no page can forge it, and it stays
 * right behind a proxy that rewrites Host, as the respondent's vite dev server does); else the
 * Origin's host against the Host header, read in the origin's scheme so a written default port
 * still matches.
 */
export function crossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  try {
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return true; // "null" and anything unparsable
  }
}

/**
 * The offline file (issue 24) is opened from file:// or a host's own copy elsewhere, and sends
 * its files to POST /api/respond/v1/upload and its answers to POST /api/respond/v1/submit across
 * origins. Decision (ARCHITECTURE.md, "Offline interview file"):
 * - those two paths answer CORS with `Access-Control-Allow-Origin: *` and no credentials: the
 *   call is public and unsigned anyway, and no cookie ever goes with a `*` answer, so no
 *   visitor's session or device cookie can be used by another site;
 * - a cross-origin submit must carry an `interview` (a host's signed ticket, checked by the
 *   submit): other sites cannot use visitors' browsers to stuff a survey's answers from many
 *   addresses. A0403 otherwise. A cross-origin upload must carry a ticket likewise (its fields
 *   are read with the multipart body, so respond/upload-file.ts checks it with `crossOrigin`).
 *   Same-origin calls (the /r/ page) are untouched.
 * Registered on the root instance (hooks of an encapsulated plugin never see a preflight, which
 * matches no route); no OPTIONS route is added, so the served routes stay the description's.
 */
export function allowOfflineSubmits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!CROSS_PATHS.has(request.url.split('?')[0] ?? '') || request.headers.origin === undefined) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type, accept-language')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== SUBMIT || !crossOrigin(request)) return;
    const body = request.body as { interview?: unknown } | undefined;
    if (!body?.interview) throw new AppError('A0403', 'a submit from another origin must be an interview');
  });
}
