import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { SmsSender } from './sms-sender.ts';

/** The subject that marks a text message in the shared outbox (the e-mail outbox's table). */
export const SMS_OUTBOX_SUBJECT = 'SMS';

/**
 * The local provider: text messages are kept in the same outbox as e-mail (subject `SMS`, `to`
 * the number), logged, and listed at /dev/outbox, so mobile login works on one machine.
 */
export function createOutboxSms(db: Db, log?: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(outboxMessages)
        .values({ to: message.to, subject: SMS_OUTBOX_SUBJECT, text: message.text });
      log?.info({ to: message.to, text: message.text }, 'outbox: text message kept locally');
    },
  };
}
