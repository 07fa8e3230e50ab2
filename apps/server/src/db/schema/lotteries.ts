import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * Lotteries (issue 23). `config` is the contract's `LotteryConfig` without name and surveyCode
 * (the row names them). Status as envelope campaigns (draft/paying/running/paused/ended, rewards'
 * `moveStatus`). `orderId`: the cash prizes' order (Σ amount × stock), null without cash prizes;
 * its escrow holds the cash until winners are paid or the end refunds it. `remaining`: each prize's
 * stock left, by prize index, moved only under the row lock (draw at submit, after-close draw).
 * `entries`: how many responses took part, so order mode's position is `entries + 1`.
 * `refundedFen`: cash returned to the wallet so far (the refund's ledger key names it).
 */
export const lotteries = pgTable(
  'lotteries',
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
    orderId: text('order_id'),
    remaining: integer('remaining').array().notNull().default(sql`'{}'::integer[]`),
    entries: integer('entries').notNull().default(0),
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    drawSeed: text('draw_seed'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('lotteries_survey_idx').on(t.surveyId, t.createdAt)],
);

/**
 * The responses that took part in a lottery, in order: `position` is order mode's valid-response
 * position, and after-close mode draws from these. Unique per (lottery, response): a retried
 * submit finds its entry and never draws again.
 */
export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: serial('id').primaryKey(),
    lotteryId: text('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    surveyId: integer('survey_id').notNull(),
    responseId: uuid('response_id').notNull(),
    position: integer('position').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_entries_response_idx').on(t.lotteryId, t.responseId),
    uniqueIndex('lottery_entries_position_idx').on(t.lotteryId, t.position),
    index('lottery_entries_survey_response_idx').on(t.surveyId, t.responseId),
  ],
);

/**
 * One prize a response won. status: won (drawn, unclaimed), claimed (the form or coupon taken),
 * paying (a cash payout booked, the provider not yet done), paid (cash paid out), shipped
 * (physical, by the author), failed (the payout provider refused; the cash is back in escrow,
 * still owed; the author can send it again: payout/retry). `claimToken`: the respondent's only key to the claim.
 * `claimant`: the messaging openId a cash prize is paid to; one prize per openId and lottery (the
 * partial unique index backs the check made under the lottery lock, claim-limits.ts).
 * `trackingNo`/`shippedAt`: a shipped physical prize's carrier tracking number and when it first went out.
 * `claimDevice`/`claimPhone`: who claimed a coupon or physical prize (no messaging account there):
 * the answering device (`device:{cookie}`, else `ip:{address}`) and a physical claim's phone digits;
 * one such prize per device and per phone in a lottery (checked under the lottery lock, backed by the
 * partial unique indexes; claim-limits.ts).
 */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    id: serial('id').primaryKey(),
    lotteryId: text('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    surveyId: integer('survey_id').notNull(),
    responseId: uuid('response_id').notNull(),
    prizeIndex: integer('prize_index').notNull(),
    kind: text('kind', { enum: ['cash', 'coupon', 'physical'] }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    couponCode: text('coupon_code'),
    status: text('status', { enum: ['won', 'claimed', 'paying', 'paid', 'shipped', 'failed'] }).notNull(),
    claim: jsonb('claim'),
    claimToken: text('claim_token').notNull(),
    claimant: text('claimant'),
    /** How many times the payout was sent again after a refusal: its ledger keys and payout id carry it. */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    note: text('note'),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    claimDevice: text('claim_device'),
    claimPhone: text('claim_phone'),
  },
  (t) => [
    uniqueIndex('lottery_winners_response_idx').on(t.lotteryId, t.responseId),
    uniqueIndex('lottery_winners_claimant_idx')
      .on(t.lotteryId, t.claimant)
      .where(sql`${t.claimant} is not null`),
    uniqueIndex('lottery_winners_claim_device_idx')
      .on(t.lotteryId, t.claimDevice)
      .where(sql`${t.claimDevice} is not null`),
    uniqueIndex('lottery_winners_claim_phone_idx')
      .on(t.lotteryId, t.claimPhone)
      .where(sql`${t.claimPhone} is not null`),
    uniqueIndex('lottery_winners_token_idx').on(t.claimToken),
    index('lottery_winners_log_idx').on(t.lotteryId, t.wonAt),
  ],
);
