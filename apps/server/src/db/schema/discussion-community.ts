import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discussionGroups } from './discussion.ts';
import { surveys } from './surveys.ts';

/**
 * Quotas on an interview project's roll (issue 24), apart from the survey's answer quotas: each
 * counts the interviewees of one group (`kind` 'group', `groupId`) or with one value of a custom
 * head field (`kind` 'field', `fieldKey` = `fieldValue`). Progress is read from the roll (state 2
 * done, 1 in progress), so nothing here is a counter. `action`: 'stop' refuses a new session once
 * the quota is full, 'allow' lets sessions run over.
 */
export const discussionQuotas = pgTable(
  'discussion_quotas',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['group', 'field'] }).notNull(),
    groupId: integer('group_id').references(() => discussionGroups.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key'),
    fieldValue: text('field_value'),
    target: integer('target').notNull(),
    action: text('action', { enum: ['stop', 'allow'] })
      .notNull()
      .default('stop'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_quotas_survey_idx').on(t.surveyId, t.position)],
);

/**
 * The client's way into a project's community pages: one password the owner sets or rotates
 * (argon2id hash). Rotating deletes every community session of the project, so tokens handed
 * out under the old password stop working at once.
 */
export const communityAccess = pgTable('community_access', {
  surveyId: integer('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A client's community login: one row per login, scoped to one project. `refreshHash` is the
 * sha-256 of the current refresh token (rotated on each refresh; an old one ends the session).
 * Access tokens name the session, so logout or a password rotation (which deletes the rows) ends
 * them before they expire.
 */
export const communitySessions = pgTable(
  'community_sessions',
  {
    id: text('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_sessions_survey_idx').on(t.surveyId)],
);
