import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Deleted responses, written by the `responses_record_deletion` trigger (AFTER DELETE on
 * responses) whatever deleted them (a response delete, the partial expiry sweep, a project
 * clear). `seq` comes from `responses_seq`, so report caches read deletions with the same
 * watermark as inserts and updates. No foreign key: a survey's own delete cascades here too.
 */
export const responseDeletions = pgTable(
  'response_deletions',
  {
    surveyId: integer('survey_id').notNull(),
    responseId: uuid('response_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('response_deletions_survey_seq_idx').on(t.surveyId, t.seq)],
);

/**
 * Saved report filters of a survey (contract's FilterDefinition), shared by everyone with the
 * report right; `createdBy` is who saved it first.
 */
export const reportFilters = pgTable(
  'report_filters',
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
  (t) => [index('report_filters_survey_idx').on(t.surveyId, t.id)],
);

/** The filter a user has selected on a survey: it applies to every report screen of theirs. */
export const reportFilterSelections = pgTable(
  'report_filter_selections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => reportFilters.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.surveyId] })],
);

/** The chart type remembered per question of a survey's data board (bar, pie, line, table). */
export const reportChartSettings = pgTable(
  'report_chart_settings',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').notNull(),
    chartType: text('chart_type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.nodeId] })],
);
