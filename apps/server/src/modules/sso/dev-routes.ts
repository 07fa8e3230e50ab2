import { errorCatalogue, QR_STATE } from '@cairn/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { MESSAGING_SIMULATOR_PATH } from '../messaging/messaging-app.ts';
import { recordScan, ticketRow } from '../messaging/qr-tickets.ts';
import { issuerAuthorizePage, simulatorPage } from './dev-pages.ts';
import { LOCAL_ISSUER_PATH } from './sso-setup.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const local = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');
const formOf = (body: unknown) => new URLSearchParams(body as Record<string, string>);
const RESULTS: Record<number, string> = {
  [QR_STATE.done]: 'Done: go back to the computer. 已确认，请回到电脑上。',
  [QR_STATE.notBound]: 'This messaging account is bound to no Cairn account. 该账号未绑定 Cairn 账号。',
  [QR_STATE.boundElsewhere]: 'This messaging account is bound to another account. 该账号已绑定其他账号。',
  [QR_STATE.expired]: 'The QR code has expired. 二维码已过期。',
  [QR_STATE.used]: 'This QR code was already scanned. 二维码已被扫描。',
  [QR_STATE.limitReached]: `${errorCatalogue.A2072.en} ${errorCatalogue.A2072.zh}`,
};

/**
 * The local providers' pages, only when they are chosen (SSO_ISSUER=local, MESSAGING_APP=local)
 * and only to requests from this machine: each lets whoever uses it be anyone.
 */
export async function localProviderRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const issuer = deps.sso?.local;
  if (issuer) {
    for (const path of ['/.well-known/openid-configuration', '/jwks'])
      app.get(`${LOCAL_ISSUER_PATH}${path}`, { schema: { hide: true } }, async (_request, reply) => {
        const answer = await issuer.fetch(`${issuer.issuer}${path}`);
        return reply.type('application/json').send(await answer.text());
      });
    app.get(`${LOCAL_ISSUER_PATH}/authorize`, { schema: { hide: true } }, async (request, reply) => {
      if (!local(request)) return reply.status(404).send('Not found');
      const query = new URLSearchParams(request.query as Record<string, string>);
      return reply.type('text/html; charset=utf-8').send(issuerAuthorizePage(query));
    });
    app.post(`${LOCAL_ISSUER_PATH}/authorize`, { schema: { hide: true } }, async (request, reply) => {
      if (!local(request)) return reply.status(404).send('Not found');
      const form = formOf(request.body);
      const identity = { email: form.get('email')?.trim() ?? '', name: form.get('name')?.trim() ?? '' };
      form.delete('email');
      form.delete('name');
      const back =
        /^[^@\s]+@[^@\s]+$/.test(identity.email) && identity.name ? issuer.approve(form, identity) : null;
      if (!back)
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(issuerAuthorizePage(form, 'Refused · 请求无效'));
      return reply.redirect(back);
    });
  }
  if (deps.messaging?.kind === 'local') {
    app.get(MESSAGING_SIMULATOR_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!local(request)) return reply.status(404).send('Not found');
      const ticket = String((request.query as Record<string, unknown>).ticket ?? '').slice(0, 64);
      const row = await ticketRow(deps.db, ticket);
      return reply.type('text/html; charset=utf-8').send(simulatorPage(ticket, row?.purpose ?? null));
    });
    app.post(MESSAGING_SIMULATOR_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!local(request)) return reply.status(404).send('Not found');
      const form = formOf(request.body);
      const ticket = (form.get('ticket') ?? '').slice(0, 64);
      const openId = form.get('openId') ?? '';
      if (!/^[A-Za-z0-9_-]{3,64}$/.test(openId)) return reply.status(400).send('Bad openId');
      const nickname = form.get('nickname')?.trim().slice(0, 40) || null;
      const state = await recordScan(deps, ticket, { openId, nickname });
      const row = await ticketRow(deps.db, ticket);
      return reply
        .type('text/html; charset=utf-8')
        .send(simulatorPage(ticket, row?.purpose ?? null, RESULTS[state] ?? String(state)));
    });
  }
}
