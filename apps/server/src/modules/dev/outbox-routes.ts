import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The local outbox for development: e-mails that SMTP would have sent. Only when no SMTP_URL is
 * set, and only to requests from this machine, because the messages hold reset codes.
 */
export async function outboxRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const list = () => db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(50);
  const onlyLocal = async (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');

  app.get('/dev/outbox.json', { schema: { hide: true } }, async (request, reply) => {
    if (!(await onlyLocal(request))) return reply.status(404).send('Not found');
    return list();
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!(await onlyLocal(request))) return reply.status(404).send('Not found');
    const items = (await list())
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Cairn outbox</title><style>body{font:14px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Local outbox</h1><p>E-mails are kept here because SMTP_URL is not set.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  });
}
