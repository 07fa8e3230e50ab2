import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * AI coding of open answers (issue 20, contract report/coding.ts). A coding report codes one open
 * column of a survey into a frame of nets; hits link an answer (response id + answer key, a loop
 * round's own key) to a leaf of the frame. Hits are never deleted when a response is deleted or
 * marked invalid: every read joins them on the live valid responses instead.
 */
export const codingReports = pgTable(
  'coding_reports',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    columnKey: text('column_key').notNull(),
    nodeId: integer('node_id').notNull(),
    /** 0 init, 1 AI, 2 quote, 3 import (CODING_TYPES). */
    type: smallint('type').notNull().default(0),
    /** 0 init … 4 end (CODING_STATUSES). */
    status: smallint('status').notNull().default(0),
    refReportId: integer('ref_report_id'),
    /** The next codeId to hand out: codes keep their number across moves, merges and removal. */
    nextCodeId: integer('next_code_id').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coding_reports_survey_idx').on(t.surveyId, t.id)],
);

/**
 * Frame entries. `codeStatus` 0 in use, 4 merged into `mergedInto`, 5 removed; `removedWith`
 * names the entry whose removal took this one along, so restoring it brings exactly those back.
 */
export const codingNets = pgTable(
  'coding_nets',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => codingReports.id, { onDelete: 'cascade' }),
    codeId: integer('code_id').notNull(),
    label: text('label').notNull(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull().default(0),
    codeStatus: smallint('code_status').notNull().default(0),
    mergedInto: integer('merged_into'),
    removedWith: integer('removed_with'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('coding_nets_report_idx').on(t.reportId, t.id),
    uniqueIndex('coding_nets_code_id').on(t.reportId, t.codeId),
  ],
);

/** Answer ↔ leaf. AI hits carry the coder's confidence and count only once `checked`. */
export const codingHits = pgTable(
  'coding_hits',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => codingReports.id, { onDelete: 'cascade' }),
    netId: integer('net_id')
      .notNull()
      .references(() => codingNets.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    answerKey: text('answer_key').notNull(),
    /** manual, keyword or ai. */
    source: text('source').notNull(),
    confidence: doublePrecision('confidence'),
    checked: boolean('checked').notNull().default(false),
    taskId: integer('task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coding_hits_report_idx').on(t.reportId, t.netId),
    uniqueIndex('coding_hits_answer_net').on(t.reportId, t.responseId, t.answerKey, t.netId),
  ],
);

/**
 * Background tasks: type 1 draft (recommend codes), 2 code answers. Status 0 queued, 1 running,
 * 2 failed, 3 done; the queue order is the id. `params` holds the call's options.
 */
export const codingTasks = pgTable(
  'coding_tasks',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => codingReports.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    progress: doublePrecision('progress').notNull().default(0),
    error: text('error'),
    engine: text('engine').notNull(),
    params: jsonb('params').notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('coding_tasks_status_idx').on(t.status, t.id),
    index('coding_tasks_report_idx').on(t.reportId),
  ],
);

/** The latest drafted frame of a report (recommend-codes-v2 reads it); one row per report. */
export const codingRecommendations = pgTable('coding_recommendations', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => codingReports.id, { onDelete: 'cascade' }),
  taskId: integer('task_id').notNull(),
  codes: jsonb('codes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every request an engine sent for a task, kept for audit: the prompt and the model's raw output
 * (the LLM engine), the model and tokens. The offline engine writes none.
 */
export const codingAudit = pgTable(
  'coding_audit',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => codingTasks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    output: text('output').notNull(),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coding_audit_task_idx').on(t.taskId)],
);
