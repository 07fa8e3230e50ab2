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
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Folders of the question library, shaped like the image library's: a personal folder
 * (data_type 0) belongs to its owner, a company folder (1) to an organisation (owner_id is who
 * created it). One default folder per library, made on first use; names unique per library
 * ignoring case, so two "Brand" folders cannot confuse a picker.
 */
export const questionFolders = pgTable(
  'question_folders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dataType: integer('data_type').notNull().default(0),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_folders_my_name_idx')
      .on(t.ownerId, sql`lower(${t.name})`)
      .where(sql`${t.dataType} = 0`),
    uniqueIndex('question_folders_company_name_idx')
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`${t.dataType} = 1`),
    uniqueIndex('question_folders_default_my_idx')
      .on(t.ownerId)
      .where(sql`${t.isDefault} and ${t.dataType} = 0`),
    uniqueIndex('question_folders_default_company_idx')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.dataType} = 1`),
  ],
);

/**
 * Questions saved to the library: a snapshot (core's QuestionSnapshot: type, subtype, title,
 * setting, options) as JSON, never linked to the survey it came from, so editing or deleting
 * that survey leaves the library alone. `type` and `plain_title` are copied out of the snapshot
 * for filtering and keyword search; `folder_id` null is unclassified.
 */
export const libraryQuestions = pgTable(
  'library_questions',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    dataType: integer('data_type').notNull().default(0),
    folderId: integer('folder_id').references(() => questionFolders.id, { onDelete: 'set null' }),
    type: integer('type').notNull(),
    plainTitle: text('plain_title').notNull().default(''),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_questions_owner_idx').on(t.ownerId, t.dataType, t.createdAt),
    index('library_questions_org_idx').on(t.organizationId, t.dataType, t.createdAt),
    index('library_questions_folder_idx').on(t.folderId),
  ],
);
