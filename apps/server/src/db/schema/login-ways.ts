import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An SSO login in flight, keyed by the `state` sent to the issuer: the PKCE verifier and the
 * nonce stay here (never in the browser), used once, for a few minutes.
 */
export const ssoStates = pgTable('sso_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An account's identity at an SSO issuer (`sub` is unique per issuer). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);

/** A messaging-app account bound to a Cairn account: one per app on either side. */
export const messagingBindings = pgTable(
  'messaging_bindings',
  {
    provider: text('provider').notNull(),
    openId: text('open_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.openId] }),
    uniqueIndex('messaging_bindings_user_idx').on(t.provider, t.userId),
  ],
);

/**
 * A QR ticket: `login` (anyone; the scan logs in the bound account, named in `userId` then) or
 * `bind` (made by `userId`; the scan binds the scanner). The scan fills `openId` and `outcome`
 * (the QR state it leads to: 1, 4 or 5); `usedAt` marks the tokens handed out, so they go once.
 * A `claim` ticket (a respondent, no account) pays its target prize to the scanner (claim-targets.ts).
 */
export const qrTickets = pgTable('qr_tickets', {
  ticket: text('ticket').primaryKey(),
  provider: text('provider').notNull(),
  purpose: text('purpose', { enum: ['login', 'bind', 'claim'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  openId: text('open_id'),
  nickname: text('nickname'),
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
  outcome: integer('outcome'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** A `claim` ticket's prize: the kind (claim-targets.ts: envelope, lottery) and its row id. */
  targetKind: text('target_kind'),
  targetId: integer('target_id'),
});

/**
 * Devices an account has logged in from: a hash of the device cookie and the user agent. A login
 * from a pair not listed here is a new device (audit `login.new-device`).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
