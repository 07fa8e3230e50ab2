import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Download-centre tasks (spec doc 1 §3 "Export task", §4 download states): a file made in the
 * background for one user. status: waiting → generating → done | failed; done → expired when the
 * housekeeping sweep removes the file after CAIRN_DOWNLOAD_TTL_DAYS. `unread`: finished and not
 * yet seen in the download centre (the top bar's red badge). `params` holds the export request
 * (dataFormat, dataType, invalid, filterId, fileType …) as the job reads it.
 */
export const DOWNLOAD_STATUSES = ['waiting', 'generating', 'done', 'failed', 'expired'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    /** What the task makes: 10 raw data (spec subType 10). */
    subType: integer('sub_type').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<DownloadStatus>().notNull().default('waiting'),
    /** 0–100 while generating. */
    progress: integer('progress').notNull().default(0),
    unread: boolean('unread').notNull().default(false),
    params: jsonb('params').notNull().default({}),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    size: bigint('size', { mode: 'number' }),
    rows: integer('rows'),
    /** Why the task failed: a catalogue code (shown in the reader's language, with `error` as its detail), or null with `error` as plain text. */
    errorCode: text('error_code'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('download_tasks_user_idx').on(t.userId, t.createdAt),
    index('download_tasks_done_idx').on(t.finishedAt).where(sql`${t.status} = 'done'`),
    check(
      'download_tasks_status_check',
      sql`${t.status} in ('waiting', 'generating', 'done', 'failed', 'expired')`,
    ),
  ],
);
