import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.ts';
import { recordScan } from '../qr-tickets.ts';
import { scanOfPush, signatureHolds, ZSignedQuery } from './wechat-callback.ts';

/**
 * Where WeChat pushes events (the account's server address: PUBLIC_URL + this path). Outside /api:
 * it speaks WeChat's protocol, not the contract's envelope, and WeChat signs it, not a session.
 */
export const WECHAT_CALLBACK_PATH = '/messaging/wechat/callback';

const ZEcho = z.object({ echostr: z.string().min(1).max(256) });

/** Registered only when MESSAGING_APP=wechat. A bad signature is 401 before anything is read. */
export async function wechatCallbackRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const token = deps.messaging?.kind === 'wechat' ? deps.messaging.callbackToken : undefined;
  if (!token) return;
  const signed = (query: unknown) => {
    const parsed = ZSignedQuery.safeParse(query);
    return parsed.success && signatureHolds(token, parsed.data);
  };
  await app.register(async (scope) => {
    // Pushes are a few hundred bytes; the body stays a string until the signature holds.
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    // WeChat checks the address when it is saved: echo its echostr if the signature holds.
    scope.get(WECHAT_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!signed(request.query)) return reply.status(401).type('text/plain').send('Bad signature');
      const echo = ZEcho.safeParse(request.query);
      if (!echo.success) return reply.status(400).type('text/plain').send('Bad request');
      return reply.type('text/plain').send(echo.data.echostr);
    });
    scope.post(WECHAT_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!signed(request.query)) return reply.status(401).type('text/plain').send('Bad signature');
      let scan: ReturnType<typeof scanOfPush>;
      try {
        scan = scanOfPush(typeof request.body === 'string' ? request.body : '');
      } catch {
        return reply.status(400).type('text/plain').send('Bad push');
      }
      // Retries of one push (WeChat's, after 5 s without an answer) find the ticket used: no change.
      if (scan) {
        const state = await recordScan(deps, scan.ticket.slice(0, 64), {
          openId: scan.openId,
          nickname: null,
        });
        request.log.info({ state }, 'wechat scan');
      }
      // WeChat shows the follower "service unavailable" for anything but this (or a reply message).
      return reply.type('text/plain').send('success');
    });
  });
}
