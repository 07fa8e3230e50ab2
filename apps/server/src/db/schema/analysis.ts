import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Saved cross tables of a survey (contract's CrossDefinition), shared by everyone with the report
 * right; `createdBy` is who saved it first.
 */
export const crossTables = pgTable(
  'cross_tables',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cross_tables_survey_idx').on(t.surveyId, t.id)],
);

/**
 * Weighting schemes of a survey (contract's WeightingDefinition). At most one is active per
 * survey (partial unique index); `revision` grows with every change of the definition, so the
 * report worker keys the weights it computed by id and revision and never serves stale ones.
 */
export const weightingSchemes = pgTable(
  'weighting_schemes',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('weighting_schemes_survey_idx').on(t.surveyId, t.id),
    uniqueIndex('weighting_schemes_one_active').on(t.surveyId).where(sql`${t.active}`),
  ],
);
