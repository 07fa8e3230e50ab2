import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for the API and the apps. Scripts only from our own origin (no inline
 * script, no eval); styles also allow inline because antd writes its CSS-in-JS into <style>
 * elements at run time. No upgrade-insecure-requests: Cairn is also run on plain-HTTP LAN addresses.
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

/**
 * The headers helmet writes, computed once. No directive above depends on the request (no nonce),
 * so every answer gets the same set; running helmet's middleware chain per request (it rebuilds
 * the policy string each time) was a measurable share of a respondent submit. @fastify/helmet was
 * dropped for the same reason: it also re-parsed every directive per request.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  let done = false;
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  applyHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet's chain is synchronous; if a future version is not, fail at start-up, not silently.
  if (!done) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
