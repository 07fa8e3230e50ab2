import {
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
import type { ResponseStatus } from './responses.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * The data-cleaning log (report "data cleaning"): every apply and every undo is a run. An apply
 * run keeps its rules and, per response it marked invalid, the status it had before, so undo can
 * put it back; `undone_at` is set once its undo run exists.
 */
export const cleaningRuns = pgTable(
  'cleaning_runs',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** apply | undo */
    kind: text('kind').$type<'apply' | 'undo'>().notNull(),
    combine: text('combine').$type<'and' | 'or'>(),
    rules: jsonb('rules').notNull().default([]),
    affected: integer('affected').notNull().default(0),
    undoOf: integer('undo_of'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cleaning_runs_survey_idx').on(t.surveyId, t.id)],
);

/** The responses an apply run marked invalid, with their status before. */
export const cleaningRunItems = pgTable(
  'cleaning_run_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => cleaningRuns.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    previousStatus: text('previous_status').$type<ResponseStatus>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.responseId] })],
);
