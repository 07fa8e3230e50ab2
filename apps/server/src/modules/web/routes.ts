import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../http/envelope.ts';
import { IMMUTABLE, precompressedStatic } from '../../http/static-assets.ts';

/**
 * Serves the built designer under /designer/ with history routing (unknown paths get
 * index.html), redirects / there, and answers unknown /api paths with A0404.
 */
export async function webRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/designer/',
      index: false,
      wildcard: false,
      // Hashed assets forever; index.html must always be fresh. Brotli/gzip copies from the build.
      ...precompressedStatic((path) => (path.includes('/assets/') ? IMMUTABLE : 'no-cache')),
    });
  }
  app.get('/', async (_request, reply) => reply.redirect('/designer/'));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.status(200).send(fail('A0404', request.lang, path));
    }
    if (path === '/designer' || path.startsWith('/designer/')) {
      if (!hasWeb) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built: run `npm run build` (npm start does).');
      }
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return reply.status(404).send('Not found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
