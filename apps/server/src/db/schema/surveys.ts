import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users.ts';

/** Survey folders of the project list (one user's own). */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('folders_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`)],
);

/**
 * A project: a survey (projectType 0) or a discussion (1). `code` is the public project/survey
 * code. `editVersion` is the x-node-v edit version, raised by every successful design edit.
 * status 0 unpublished, 1 published, 2 ended; `relaunch` marks "modified, not published".
 * The tenant columns are copied from the owner when the project is made (and on handover).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    projectType: integer('project_type').notNull().default(0),
    title: text('title').notNull(),
    status: integer('status').notNull().default(0),
    relaunch: boolean('relaunch').notNull().default(false),
    editVersion: integer('edit_version').notNull().default(1),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id'),
    departmentId: integer('department_id'),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    templateId: text('template_id'),
    /** Design-menu toggles and survey settings (core's ZSurveySettings). */
    settings: jsonb('settings').notNull().default({}),
    launchTime: timestamp('launch_time', { withTimezone: true }),
    saveTime: timestamp('save_time', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the project is in the recycle bin. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('surveys_code_idx').on(t.code),
    index('surveys_owner_idx').on(t.ownerId, t.deletedAt),
    index('surveys_org_idx').on(t.organizationId, t.departmentId),
  ],
);

export const projectShares = pgTable(
  'project_shares',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull().default(false),
    canReport: boolean('can_report').notNull().default(false),
    canLaunch: boolean('can_launch').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_shares_survey_user_idx').on(t.surveyId, t.userId),
    index('project_shares_user_idx').on(t.userId),
  ],
);

export const projectStars = pgTable(
  'project_stars',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);
