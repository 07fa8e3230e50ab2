import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';

/**
 * Responses (DESIGN.md §5). The id is made by the respondent's browser, so a retried submit is
 * idempotent; the key leads with the survey id (DESIGN.md §9) so the table can be partitioned by
 * survey later — nothing joins responses across surveys. `version` is the published version the
 * respondent answered; `answers` is keyed by node id. `status`: partial, complete, invalid,
 * screened_out. Written by the respondent service; publishing reads the complete count (A0215).
 */
export const RESPONSE_STATUSES = ['partial', 'complete', 'invalid', 'screened_out'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const responses = pgTable(
  'responses',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<ResponseStatus>().notNull().default('partial'),
    answers: jsonb('answers').notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Time spent answering, in milliseconds, as the page measured it. */
    durationMs: integer('duration_ms'),
    /** Milliseconds each question was on screen, by answer key, as the page measured it. */
    timings: jsonb('timings').notNull().default({}),
    source: text('source').notNull().default(''),
    channel: text('channel').notNull().default(''),
    /** The receive parameters of the link (settings.params) with their values. */
    params: jsonb('params').notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    weight: doublePrecision('weight').notNull().default(1),
    /** The respondent's device cookie (frequency limits, resume on the same device). */
    deviceId: text('device_id'),
    /** Device class the page reported: phone, tablet, pc. */
    device: text('device'),
    /** sha-256 of the submitted answers (canonical JSON): a retry with the same answers matches. */
    answersDigest: text('answers_digest'),
    /** The invitation code this response used (claimed in the submit transaction). */
    inviteCodeId: integer('invite_code_id'),
    /**
     * The quota that was full when this response was screened out (quota statistics count
     * screen-outs per quota). Null for every other response; no foreign key, so deleting a quota
     * keeps the history readable.
     */
    screenedByQuota: integer('screened_by_quota'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Change sequence: a fresh value of `responses_seq` on every insert and, through the
     * `responses_bump_seq` trigger (migration 0012), on every update. Report caches read what
     * changed since the highest value they hold; an export on the embedded database takes the
     * responses up to the value current when it started.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('responses_seq')`),
    /**
     * The answers as the report engine and the raw export read them: the answered version's row
     * of analysis cells, a JSON array (report/stored-cells.ts), written with the answers so a cold
     * report build or an export never parses the answers document. `cellsKey` names the layout
     * the cells were written for; a reader uses them only when it matches the layout it expects,
     * else it converts `answers`. The `responses_bump_seq` trigger (migration 0018) clears both
     * when an update changes the answers, the version or partial-ness without writing new cells.
     */
    cells: text('cells'),
    cellsKey: integer('cells_key'),
    /**
     * The quotas this response took a place in when it completed (empty: none). An author who
     * marks it invalid, cleans or deletes it gives back exactly these (settings/quota-release.ts),
     * even if the quotas' conditions were edited since. Null for responses written before
     * migration 0019, whose places are worked out from the conditions now.
     */
    quotaPlaces: integer('quota_places').array(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.id] }),
    index('responses_survey_status_idx').on(t.surveyId, t.status),
    index('responses_survey_created_idx').on(t.surveyId, t.createdAt),
    index('responses_survey_seq_idx').on(t.surveyId, t.seq),
    // Frequency limits: the newest answer of a device or an IP in a survey.
    index('responses_survey_device_idx').on(t.surveyId, t.deviceId, t.submittedAt),
    index('responses_survey_ip_idx').on(t.surveyId, t.ip, t.submittedAt),
    // The partial-response expiry sweep reads the oldest partial rows across all surveys.
    index('responses_partial_updated_idx').on(t.updatedAt).where(sql`${t.status} = 'partial'`),
    check('responses_status_check', sql`${t.status} in ('partial', 'complete', 'invalid', 'screened_out')`),
  ],
);

/**
 * Complete responses per survey (status 'complete': not partial, screened out or marked invalid),
 * the overview's figure, kept by the `responses_count_complete` statement triggers on every
 * insert, update and delete of `responses` (migration 0022), so the project list reads a number
 * instead of counting rows, and no write path (submit, import, cleaning, marking, deletion,
 * expiry) can forget it. A survey's count is the sum of its rows: each database connection adds
 * to its own shard (its backend pid mod COUNT_SHARDS), so concurrent submits to one survey do not
 * queue behind one counter row until their commits.
 */
export const surveyResponseCounts = pgTable(
  'survey_response_counts',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    complete: integer('complete').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.shard] })],
);
