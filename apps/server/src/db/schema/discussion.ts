import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * The interview project's own settings (issue 24), one row per discussion project (projectType 1).
 * `heads`: the roll's custom head fields, in order (contract `ZHeadField[]`); the fixed ones (name,
 * mobile, group) are not listed. `community`: what the client's community pages show (contract
 * `ZCommunitySettings`).
 */
export const discussionProjects = pgTable('discussion_projects', {
  surveyId: integer('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  heads: jsonb('heads').notNull().default([]),
  community: jsonb('community').notNull().default({}),
  /**
   * The offline files' generation: every offline interview ticket carries the generation it was
   * issued in, and one older than this is refused (A5530). The owner or an editor raises it to
   * withdraw every offline file issued so far (discussion-offline/withdraw.ts).
   */
  offlineGeneration: integer('offline_generation').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Groups of interviewees within a project; a name is unique per project, case-insensitively. */
export const discussionGroups = pgTable(
  'discussion_groups',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discussion_groups_name_idx').on(t.surveyId, sql`lower(${t.name})`)],
);

/**
 * The interviewee roll. `code` is the interviewee's public code within the project (what a host's
 * session and the offline file name). `fields`: values of the project's custom head fields by key.
 * `state`: the interviewee's own session state (contract `IntervieweeState`: 0 waiting,
 * 1 interviewing, 2 done, 3 absent); `responseId` is the response their interview produced.
 * A mobile, when given, is unique per project (the import's duplicate check).
 */
export const discussionUsers = pgTable(
  'discussion_users',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    groupId: integer('group_id').references(() => discussionGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: text('mobile'),
    fields: jsonb('fields').notNull().default({}),
    state: integer('state').notNull().default(0),
    hostId: integer('host_id').references(() => discussionManagers.id, { onDelete: 'set null' }),
    responseId: text('response_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discussion_users_code_idx').on(t.surveyId, t.code),
    uniqueIndex('discussion_users_mobile_idx').on(t.surveyId, t.mobile).where(sql`${t.mobile} is not null`),
    index('discussion_users_group_idx').on(t.surveyId, t.groupId),
  ],
);

/**
 * Hosts and observers of a project (spec: managers). A manager is invited by e-mail and becomes
 * `userId` when the invitee accepts with an account; `status` is the host status (0 unpublished,
 * 1 not started, 2 interviewing, 3 closed; observers keep 0/1). `inviteHash`: sha-256 of the
 * invite link's token, null once accepted. One row per (project, e-mail).
 */
export const discussionManagers = pgTable(
  'discussion_managers',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['host', 'observer'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(0),
    inviteHash: text('invite_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discussion_managers_email_idx').on(t.surveyId, sql`lower(${t.email})`),
    index('discussion_managers_user_idx').on(t.userId),
  ],
);
