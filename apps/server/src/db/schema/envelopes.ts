import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './money.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Red-envelope campaigns (issue 23). `config` is the campaign's settings (contract
 * `EnvelopeConfig` without surveyCode). The money columns are the campaign's own view of its
 * escrow, moved in the same transaction as the ledger: `funded` (orders paid in), `held`
 * (reserved by grants awaiting review or claim), `paid` (paid out), `refunded` (returned to the
 * wallet). The CHECK keeps `funded − held − paid − refunded ≥ 0`: no grant reserves money the
 * campaign does not hold, whatever the interleaving (grants also lock the row, see grant-at-submit).
 * `orderIds`: the budget's order and any top-ups, oldest first.
 */
export const envelopeCampaigns = pgTable(
  'envelope_campaigns',
  {
    id: text('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    name: text('name').notNull(),
    config: jsonb('config').notNull(),
    status: text('status', { enum: ['draft', 'paying', 'running', 'paused', 'ended'] }).notNull(),
    orderIds: text('order_ids').array().notNull().default(sql`'{}'::text[]`),
    fundedFen: bigint('funded_fen', { mode: 'number' }).notNull().default(0),
    heldFen: bigint('held_fen', { mode: 'number' }).notNull().default(0),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Deleted by its author (a draft or an ended campaign): kept for the ledger's refs, listed no more. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('envelope_campaigns_survey_idx').on(t.surveyId, t.createdAt),
    check(
      'envelope_campaigns_budget_check',
      sql`${t.heldFen} >= 0 and ${t.paidFen} >= 0 and ${t.refundedFen} >= 0 and ${t.fundedFen} - ${t.heldFen} - ${t.paidFen} - ${t.refundedFen} >= 0`,
    ),
  ],
);

/**
 * One envelope a response won. Unique per (campaign, response): a response is granted at most
 * once, also when its submit is retried. `respondentKey` / `deviceKey` count the per-respondent
 * and per-device limits. status: held (reserved; awaiting review, or approved and awaiting its
 * claimant), paid, rejected (reservation returned), failed (the payout provider refused; the
 * money is back in escrow and still reserved; the author can send it again: payout/retry). `approved`: the review passed. `claimant`: the
 * messaging-app openId the envelope is paid to, null until claimed.
 */
export const envelopeGrants = pgTable(
  'envelope_grants',
  {
    id: serial('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => envelopeCampaigns.id),
    surveyId: integer('survey_id').notNull(),
    responseId: uuid('response_id').notNull(),
    respondentKey: text('respondent_key').notNull(),
    deviceKey: text('device_key').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['held', 'paying', 'paid', 'rejected', 'failed'] }).notNull(),
    cleaning: text('cleaning', { enum: ['valid', 'invalid', 'pending'] })
      .notNull()
      .default('pending'),
    audit: text('audit', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    approved: boolean('approved').notNull().default(false),
    claimant: text('claimant'),
    payoutRef: text('payout_ref'),
    /** How many times the payout was sent again after a refusal: its ledger keys and payout id carry it. */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    note: text('note'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('envelope_grants_response_idx').on(t.campaignId, t.responseId),
    index('envelope_grants_respondent_idx').on(t.campaignId, t.respondentKey),
    index('envelope_grants_device_idx').on(t.campaignId, t.deviceKey),
    index('envelope_grants_survey_response_idx').on(t.surveyId, t.responseId),
    check('envelope_grants_amount_check', sql`${t.amountFen} > 0`),
  ],
);
