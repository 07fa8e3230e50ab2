import type { FastifyStaticOptions } from '@fastify/static';

/** Hashed asset names never change content: a browser may keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files the build writes .br/.gz copies of (scripts/precompress.mjs, the same list). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt|xml|webmanifest)$/;

/**
 * The options every built app's static files share: `preCompressed` makes @fastify/static send
 * NAME.br or NAME.gz (written at build time by scripts/precompress.mjs) with `Content-Encoding`
 * when the request's `Accept-Encoding` allows, and the file itself otherwise. The plugin does not
 * say `Vary: Accept-Encoding`; without it a shared cache could hand brotli to a client that
 * cannot read it, so it is added for every file that has compressed copies.
 */
export function precompressedStatic(
  cacheControl: (path: string) => string,
): Pick<FastifyStaticOptions, 'preCompressed' | 'cacheControl' | 'setHeaders'> {
  return {
    preCompressed: true,
    // Our header below, not the plugin's max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', cacheControl(path));
      if (COMPRESSIBLE.test(path.replace(/\.(br|gz)$/, ''))) res.setHeader('vary', 'Accept-Encoding');
    },
  };
}
