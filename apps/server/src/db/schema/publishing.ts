import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Published survey versions (DESIGN.md §4): the design frozen at each publish as core's
 * SurveyDocument. Rows are only ever inserted — nothing updates or deletes one while its survey
 * exists — so a response's (survey, version) always finds the questions it answered.
 */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publisherId: integer('publisher_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
);

/**
 * The sensitive-word list the pre-publish diagnosis checks texts against (type 3). Seeded with a
 * short default list on first use (sensitive-words.ts); edited with `npm run admin -- words`.
 * Words are kept in lower case, so matching ignores case.
 */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sensitive_words_word_idx').on(t.word)],
);

/**
 * Named launch links of a survey (launch tab, multi-link): each is the public link with its own
 * `source` (and optional `channel`) query values, which responses record and source stats read.
 */
export const launchLinks = pgTable(
  'launch_links',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source').notNull(),
    channel: text('channel').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('launch_links_survey_idx').on(t.surveyId, t.id),
    uniqueIndex('launch_links_survey_source_idx').on(t.surveyId, sql`lower(${t.source})`),
  ],
);
