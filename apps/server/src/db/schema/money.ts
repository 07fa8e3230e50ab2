import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Money (issue 23): a double-entry ledger. An account is a wallet (a user's or an organisation's),
 * an order's escrow, or the world outside (`external`: what a payment provider paid in, what a payout
 * provider paid out — those go negative). `ownerKey` names it once (`user:1`, `org:2`, `order:od_…`,
 * `payment-in:sandbox`). The cached balance moves in the same statement that writes the entries;
 * the CHECK is what refuses an overspend under concurrency: two payments racing for the last fen
 * both run `balance + x`, the second sees the first's row and fails the CHECK.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['wallet', 'escrow', 'external'] }).notNull(),
    ownerKey: text('owner_key').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_idx').on(t.ownerKey),
    check('ledger_accounts_kind_check', sql`${t.kind} in ('wallet', 'escrow', 'external')`),
    check('ledger_accounts_balance_check', sql`${t.kind} = 'external' or ${t.balanceFen} >= 0`),
  ],
);

/** One movement of money; replaying its idempotency key returns it instead of moving again. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey)],
);

/** The entries of a transaction sum to zero; `balanceAfterFen` is the account's balance after this one. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** A top-up of a wallet; paid by one of its payments (attempts at the payment provider). */
export const recharges = pgTable(
  'recharges',
  {
    id: text('id').primaryKey(),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('recharges_wallet_idx').on(t.walletAccountId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    rechargeId: text('recharge_id')
      .notNull()
      .references(() => recharges.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    payUrl: text('pay_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_recharge_idx').on(t.rechargeId)],
);

/** What a campaign costs, paid from the wallet into the order's own escrow account. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    escrowAccountId: integer('escrow_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['envelope', 'lottery', 'sample'] }).notNull(),
    refId: text('ref_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'cancelled'] }).notNull(),
    /** The coupon spent on paying it and what it took off (the promotions account paid that part). */
    couponId: text('coupon_id'),
    discountFen: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('orders_wallet_idx').on(t.walletAccountId, t.createdAt)],
);

/**
 * A withdrawal to the caller's messaging-app account. `day` (China's date) with the partial unique
 * index is the once-a-day rule, held by the database under concurrency; a failed one leaves the
 * index, so the day's try is given back with the money.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    destination: text('destination').notNull(),
    day: text('day').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_daily_idx').on(t.walletAccountId, t.day).where(sql`${t.status} <> 'failed'`),
  ],
);

/** An invoice request for a paid order: one per order (the unique index decides a race). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number'),
    email: text('email').notNull(),
    status: text('status', { enum: ['requested', 'issued', 'rejected'] }).notNull(),
    /** The number the tax system gave the issued invoice (unique), or why the operator refused. */
    number: text('number'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invoices_order_idx').on(t.orderId), uniqueIndex('invoices_number_idx').on(t.number)],
);

/**
 * A promo code the operator made: each wallet may redeem it once (the unique index on
 * `coupons.promo_code_id, wallet_account_id` decides two at once) while `redeemed < max_redemptions`
 * and before `redeemable_until`; each redemption is a coupon worth `amount_off_fen`, valid
 * `valid_days` from then.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    amountOffFen: bigint('amount_off_fen', { mode: 'number' }).notNull(),
    minOrderFen: bigint('min_order_fen', { mode: 'number' }).notNull().default(0),
    validDays: integer('valid_days').notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redeemed: integer('redeemed').notNull().default(0),
    redeemableUntil: timestamp('redeemable_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_redeemed_check', sql`${t.redeemed} <= ${t.maxRedemptions}`),
  ],
);

/**
 * A coupon a wallet holds: so much off one order of at least `min_order_fen`, until `expires_at`.
 * `used` once an order's payment spent it (`order_id`); expired is read from the clock, not stored.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountOffFen: bigint('amount_off_fen', { mode: 'number' }).notNull(),
    minOrderFen: bigint('min_order_fen', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['available', 'used'] }).notNull(),
    /** operator (granted by the admin CLI) or the promo code redeemed. */
    source: text('source').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    orderId: text('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('coupons_wallet_idx').on(t.walletAccountId, t.createdAt),
    uniqueIndex('coupons_promo_wallet_idx').on(t.promoCodeId, t.walletAccountId),
    check('coupons_amount_check', sql`${t.amountOffFen} > 0`),
  ],
);
