import { type Lang, pickLang } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** The authenticated caller, set by the auth guard on protected routes. */
    auth: { userId: number; sessionId: string } | null;
  }
}

/** Per-request facts every handler may read: the caller's language, later the caller. */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });
});
