import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './money.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * Sample orders (issue 24 D): respondents bought from a panel for a survey. `priceFen` is fixed
 * when the order is saved (contract `samplePriceFen`), `budgetFen` = price × quantity is what the
 * money order takes into escrow. `owed`: respondents the delivery job still has to bring (asked
 * for at payment, and again for each rejection). At completion `spentFen` (price × accepted) goes
 * to the panel and `refundedFen` (budget − spent) back to the wallet, each once by ledger key.
 */
export const sampleOrders = pgTable(
  'sample_orders',
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
    tags: jsonb('tags').notNull().default([]),
    quantity: integer('quantity').notNull(),
    incidence: integer('incidence').notNull(),
    questions: integer('questions').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    budgetFen: bigint('budget_fen', { mode: 'number' }).notNull(),
    status: text('status', {
      enum: ['draft', 'paying', 'fielding', 'auditing', 'completed', 'cancelled'],
    }).notNull(),
    provider: text('provider').notNull(),
    /** The money order now waiting or paid (an edit replaces an unpaid one). */
    orderId: text('order_id'),
    paidOrderId: text('paid_order_id'),
    owed: integer('owed').notNull().default(0),
    /** Why the panel's last delivery failed (the survey closed, full…); cleared by the next success. */
    deliveryError: text('delivery_error'),
    delivered: integer('delivered').notNull().default(0),
    spentFen: bigint('spent_fen', { mode: 'number' }).notNull().default(0),
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('sample_orders_survey_idx').on(t.surveyId, t.createdAt),
    check(
      'sample_orders_money_check',
      sql`${t.spentFen} >= 0 and ${t.refundedFen} >= 0 and ${t.spentFen} + ${t.refundedFen} <= ${t.budgetFen} and ${t.owed} >= 0`,
    ),
  ],
);

/**
 * A complete the panel delivered: the response it submitted through the respond API, the
 * panellist, the delivery round (0 the first, n the n-th replacement) and the audit.
 */
export const sampleCompletes = pgTable(
  'sample_completes',
  {
    id: serial('id').primaryKey(),
    sampleId: text('sample_id')
      .notNull()
      .references(() => sampleOrders.id, { onDelete: 'cascade' }),
    responseId: text('response_id').notNull(),
    panelistId: text('panelist_id').notNull(),
    round: integer('round').notNull().default(0),
    state: text('state', { enum: ['pending', 'accepted', 'rejected'] }).notNull(),
    reason: text('reason'),
    profile: jsonb('profile').notNull().default({}),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (t) => [
    index('sample_completes_sample_idx').on(t.sampleId, t.id),
    uniqueIndex('sample_completes_response_idx').on(t.responseId),
  ],
);
