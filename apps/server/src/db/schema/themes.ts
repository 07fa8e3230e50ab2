import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * A user's saved themes (private to the owner). Ids start at 1000: 1–999 are the presets, which
 * live in code (core's theme-presets.ts), so one id names either kind.
 * `values` holds core's ThemeValues (everything but id and name).
 */
export const savedThemes = pgTable(
  'saved_themes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_themes_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Each survey's current theme: a copy of a chosen theme's values plus single-field edits (core's
 * Theme). No row means the default theme. Removing the theme it came from leaves it as it is.
 */
export const surveyThemes = pgTable('survey_themes', {
  surveyId: integer('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  theme: jsonb('theme').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
