import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong survey passwords and invitation codes per survey and address (respond/guess-limit.ts).
 * In the database, like the login lockout, so every server process counts the same misses
 * (DESIGN.md §7). No foreign key to surveys: a row lives for one window and is then pruned, so
 * a deleted survey's rows go with the next sweep and a miss costs no key check.
 */
export const guessLimits = pgTable(
  'guess_limits',
  {
    surveyId: integer('survey_id').notNull(),
    ip: text('ip').notNull(),
    misses: integer('misses').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.ip] }),
    index('guess_limits_window_start_idx').on(t.windowStart),
  ],
);
