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
import { users } from './users.ts';

/**
 * Enterprise names are unique regardless of case and white space ("Acme Ltd" = "acme ltd" =
 * "ACMELTD"): the index enforces it under concurrent upgrades, the use case answers A5201.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_name_key_idx').on(sql`lower(regexp_replace(${t.name}, '\\s', '', 'g'))`),
  ],
);

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user belongs to at most one organisation. `role` is DEFAULT=0, ORGANIZE_ADMIN=1,
 * DEPARTMENT_ADMIN=2, MEMBER=3; `permissionCodes` is the profile of department admins and members.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    role: integer('role').notNull().default(3),
    permissionCodes: text('permission_codes').array().notNull().default([]),
    /** A disabled member cannot log in; their sessions are revoked when they are disabled. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_user_idx').on(t.userId)],
);

/**
 * Sensitive actions (role and permission changes, member removal, handover, upgrade, login from a
 * new device), written in the same transaction as the change they record. `organizationId` is
 * null for an account outside any organisation (its own logins). Never updated or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A dotted name from `AuditAction` in the contract, e.g. `member.role`. */
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What changed, in words the log can show: before/after values, ids, counts. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_org_idx').on(t.organizationId, t.createdAt)],
);
