import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * A survey's word cloud settings (contract's WordcloudSettings), one row per survey, shared by
 * everyone with the report right: extra stop words, words left out of the cloud, and the user
 * dictionary jieba keeps whole. Lists of normalised strings; absent row: all empty.
 */
export const wordcloudSettings = pgTable('wordcloud_settings', {
  surveyId: integer('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  stopWords: jsonb('stop_words').$type<string[]>().notNull().default([]),
  excluded: jsonb('excluded').$type<string[]>().notNull().default([]),
  userWords: jsonb('user_words').$type<string[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
