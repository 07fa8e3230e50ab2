import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ResponseStatus } from './responses.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * The change log of response data (report → response data): each response marked invalid, valid
 * again or deleted, by whom, when, from which status to which, and why. No foreign key to
 * responses: the log of a deleted response outlives it. `user_id` is kept null when the account
 * goes, so the log stays.
 */
export const RESPONSE_LOG_ACTIONS = ['invalid', 'valid', 'delete'] as const;
export type ResponseLogAction = (typeof RESPONSE_LOG_ACTIONS)[number];

export const responseLogs = pgTable(
  'response_logs',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    action: text('action').$type<ResponseLogAction>().notNull(),
    fromStatus: text('from_status').$type<ResponseStatus>().notNull(),
    /** Null for a deletion. */
    toStatus: text('to_status').$type<ResponseStatus>(),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('response_logs_survey_idx').on(t.surveyId, t.id),
    index('response_logs_response_idx').on(t.surveyId, t.responseId, t.id),
  ],
);
