import { ZEnvelope, ZFileSignAnswer, ZFileSignBody } from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { checkFileLink, signFileUrl } from './signed-url.ts';
import { isFileKey } from './storage.ts';

/** Types a browser may show in place; anything else is offered as a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);
/** Even shown in place (an SVG opened in a tab), a file runs nothing and loads nothing. */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function disposition(kind: 'inline' | 'attachment', fileName: string | undefined): string {
  if (!fileName) return kind;
  const ascii = fileName.replace(/[^\w.-]/g, '_').slice(0, 100) || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /api/files/{key}?exp=&sig= — stored files through short-lived signed links (signed-url.ts),
 * without the request signature or a token, so <img>, <a> and respondents can use them. Answers
 * are plain HTTP for the browser: 403 for an expired or wrong link, 404 for a missing file.
 */
export const fileRoutes: RoutesPlugin = async (app, { deps }) => {
  app.get(
    '/api/files/:key',
    {
      config: { signed: false, authenticated: false },
      schema: {
        summary: 'A stored file through a signed link (from a list call’s url)',
        tags: ['files'],
        params: z.object({ key: z.string() }),
        querystring: z.object({
          exp: z.string().optional().describe('expiry, epoch milliseconds'),
          sig: z.string().optional().describe('hex HMAC-SHA256 of key and exp'),
        }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const now = deps.now();
      const link = checkFileLink(deps.signingKey, key, request.query.exp, request.query.sig, now);
      reply.header('cache-control', 'no-store');
      if (!link.valid) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
      const file = isFileKey(key) ? await deps.storage.get(key) : null;
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const inline = INLINE_TYPES.has(file.meta.contentType);
      const maxAge = Math.max(0, Math.floor((link.exp - now) / 1000));
      return reply
        .header('content-type', file.meta.contentType)
        .header('content-length', String(file.meta.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.meta.fileName))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-security-policy', FILE_CSP)
        .send(file.stream);
    },
  );

  app.post(
    '/api/designer/v1/files/sign',
    {
      schema: {
        summary: 'Fresh signed links for stored files, by key',
        description:
          'Designs keep file keys (images of questions and options); links expire, so the designer asks ' +
          'for new ones. A key is 128 random bits handed out only to whoever may see the file, so ' +
          'holding it is the right to a link.',
        tags: ['files'],
        body: ZFileSignBody,
        response: { 200: ZEnvelope(ZFileSignAnswer) },
      },
    },
    async (request) =>
      ok(Object.fromEntries(request.body.keys.map((key) => [key, signFileUrl(deps, key)])), request.lang),
  );
};
