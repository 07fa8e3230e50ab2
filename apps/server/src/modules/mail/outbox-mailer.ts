import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/**
 * The local provider: keeps every message in the database and logs it, so the whole flow
 * (password reset codes) works on one machine. Shown on the development page /dev/outbox.
 */
export function createOutboxMailer(db: Db, log?: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values(message);
      log?.info(
        { to: message.to, subject: message.subject, text: message.text },
        'outbox: e-mail kept locally',
      );
    },
  };
}
