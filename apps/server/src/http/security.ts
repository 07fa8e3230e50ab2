import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for the API and the apps. Scripts only from our own origin (no inline
 * script, no eval); styles also allow inline because antd writes its CSS-in-JS into <style>
 * elements at run time. No upgrade-insecure-requests: Cairn is also run on plain-HTTP LAN addresses.
 *
 * helmet itself rather than @fastify/helmet: the plugin rebuilt the middleware (parsing every
 * directive) on each request, a measurable share of a respondent submit; built once here.
 */
const applyHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
});

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
