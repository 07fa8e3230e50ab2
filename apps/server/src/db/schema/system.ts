import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets and settings that every server process must share (the generated JWT key). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The local mail provider's outbox: messages that would have gone out by e-mail. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
