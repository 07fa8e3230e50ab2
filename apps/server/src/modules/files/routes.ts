import { filesApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { signOwnedFiles } from './sign-owned-files.ts';
import { checkFileLink } from './signed-url.ts';
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
 * Stored files (contract files-calls.ts): the signed link itself — without the request signature
 * or a token, so <img>, <a> and respondents can use it; plain HTTP answers for the browser, 403
 * for an expired or wrong link, 404 for a missing file — and fresh links by key for the designer,
 * only for keys the caller may see (sign-owned-files.ts).
 */
export const fileRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, filesApi, {
    link: async ({ params, query, reply }) => {
      const { key } = params;
      const now = deps.now();
      const link = checkFileLink(deps.signingKey, key, query.exp, query.sig, now);
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
    sign: async ({ body, user }) => signOwnedFiles(deps, user.userId, body),
  });
};
