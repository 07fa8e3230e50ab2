import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { authenticate } from '../modules/auth/authenticate.ts';
import { verifySignature } from './signature.ts';

/**
 * Runs before validation on every /api route: the request signature unless the route opts out
 * (`config.signed: false`), then the bearer token unless it opts out (`config.authenticated: false`).
 */
export function installGuards(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (config.signed !== false) verifySignature(request, deps.now());
    if (config.authenticated !== false) request.auth = await authenticate(deps, request);
  });
}

/** The caller of an authenticated route (the guard has already refused everyone else). */
export function callerOf(request: { auth: { userId: number; sessionId: string } | null }) {
  if (!request.auth) throw new Error('route is not authenticated');
  return request.auth;
}
