import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';

/**
 * Invitation codes of a survey (answer settings). A code lets one response in: submissions claim
 * it by setting `usedAt` in one UPDATE guarded by `used_at IS NULL` (invite-claim.ts).
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Matched ignoring case: respondents type codes by hand.
    uniqueIndex('invite_codes_survey_code_idx').on(t.surveyId, sql`upper(${t.code})`),
    index('invite_codes_survey_used_idx').on(t.surveyId, t.usedAt),
  ],
);

/**
 * Quotas of a survey (core's QuotaRule) with their progress: `filled` is raised by submissions
 * through the guarded UPDATE of quota-reserve.ts, so it never passes `target` under concurrency.
 */
export const quotas = pgTable(
  'quotas',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** core's QuotaCondition[]. */
    conditions: jsonb('conditions').notNull(),
    target: integer('target').notNull(),
    /** 'screen_out' | 'close_option' */
    action: text('action').notNull(),
    filled: integer('filled').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotas_survey_idx').on(t.surveyId, t.position)],
);
