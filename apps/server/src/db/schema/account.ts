import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every code sent to prove an address (issue 22): e-mail and SMS, for every purpose (password
 * reset, login, changing e-mail or mobile, certification). Codes are kept as keyed hashes; the
 * client address counts the daily limit per caller.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** 'email' | 'sms' | 'pass' (a step already proven, e.g. the old mobile's code). */
    channel: text('channel').notNull(),
    /** The e-mail (lower case) or mobile number the code went to; for a pass, `user:<id>`. */
    target: text('target').notNull(),
    /** What the code is for; codes bound to an account carry its id (`mobile-new:12`). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
    index('verification_codes_client_idx').on(t.clientIp, t.createdAt),
  ],
);

/**
 * Abnormal accounts restricted by an operator (admin CLI `restrict`): every call the account
 * makes answers A2026 until `unrestrict` deletes the row. Checked once, in authentication.
 */
export const accountRestrictions = pgTable('account_restrictions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  restrictedAt: timestamp('restricted_at', { withTimezone: true }).notNull(),
});

/**
 * E-mail domains an account claims for its organisation (base info → domains). An operator
 * approves or rejects each (admin CLI); status 0 under review, 1 approved, 2 rejected.
 */
export const userDomains = pgTable(
  'user_domains',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('user_domains_domain_idx').on(t.domain), index('user_domains_user_idx').on(t.userId)],
);

/**
 * Qualification certifications: an organisation proven by a code mailed to a work address of
 * its domain. `users.recognizeId` names the account's current one (0: none).
 */
export const recognitions = pgTable('recognitions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organization: text('organization').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
