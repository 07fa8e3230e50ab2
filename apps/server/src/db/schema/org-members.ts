import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Organisation invites: a code (and the H5 link carrying it) that lets anyone who has it join
 * `organization_id` as a member of `department_id`. One live invite per creator: regenerating
 * revokes the previous one. Codes are random, so knowing one tells nothing about another.
 */
export const orgInvites = pgTable(
  'org_invites',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('org_invites_code_idx').on(t.code),
    index('org_invites_creator_idx').on(t.createdBy, t.revokedAt),
  ],
);

/** Who joined through which invite (the user centre's list of people one invited). */
export const orgInviteJoins = pgTable(
  'org_invite_joins',
  {
    id: serial('id').primaryKey(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => orgInvites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_invite_joins_invite_idx').on(t.inviteId)],
);
