import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';

/**
 * Files respondents uploaded (upload, signature and recorder questions). The bytes live in file
 * storage under `storage_key` (random); a row ties the key to the survey, the browser-made
 * response id and the question, which is what save and submit check an answer's references
 * against and what an owner's link is signed for. Rows exist before their response row does (a
 * file is uploaded before the first save), so there is no foreign key to responses.
 */
export const respondentFiles = pgTable(
  'respondent_files',
  {
    storageKey: text('storage_key').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    nodeId: integer('node_id').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('respondent_files_response_idx').on(t.surveyId, t.responseId),
    // The per-address upload budget (respond/upload-limit.ts) reads an address's recent files.
    index('respondent_files_ip_idx').on(t.ip, t.createdAt),
  ],
);
