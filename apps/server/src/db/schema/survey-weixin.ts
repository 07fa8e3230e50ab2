import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * The settings area `weixin`: the official account (of the configured messaging app) a survey is
 * bound to. A messaging openId is per official account, so a prize claimed through the app can only
 * be paid to respondents identified through the account the survey is bound to (ARCHITECTURE.md,
 * "Claims through the messaging app").
 */
export const surveyOfficialAccounts = pgTable('survey_official_accounts', {
  surveyId: integer('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  appId: text('app_id').notNull(),
  boundBy: integer('bound_by').references(() => users.id, { onDelete: 'set null' }),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
});
