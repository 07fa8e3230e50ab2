import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';

/**
 * Money (issue 23): integer fen everywhere. Every field that carries money ends in `Fen` and is a
 * safe integer; nothing near money is ever a float (RELIABILITY: a ledger that adds decimals loses
 * fen). Limits are ours — the spec shows none — and follow the payment apps' own: a top-up of
 * ¥1–¥50,000, a withdrawal to the messaging-app account of ¥1–¥20,000 (WeChat's payout to change
 * refuses less than ¥1 and caps a day's payouts per person at ¥20,000 by default).
 */
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 5_000_000;
export const WITHDRAWAL_MIN_FEN = 100;
export const WITHDRAWAL_MAX_FEN = 2_000_000;

/** A sum of fen as stored: a non-negative safe integer. */
export const ZFen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A signed sum of fen (a ledger entry: + into the account, − out of it). */
export const ZSignedFen = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** Our public ids: a kind prefix and 20 url-safe random characters (`rc_…`, `od_…`, `wd_…`, `iv_…`, `py_…`). */
export const ZMoneyId = z.string().regex(/^[a-z]{2}_[A-Za-z0-9_-]{8,40}$/, 'an id');
export const ZMoneyIdParams = z.object({ id: ZMoneyId });

// ---- wallets and the ledger ----

export const ZWalletOwner = z.object({
  kind: z.enum(['user', 'organization']),
  id: z.number().int(),
  name: z.string(),
});
export const ZWallet = z.object({
  owner: ZWalletOwner,
  balanceFen: ZFen,
  /** Whether the caller may spend from it (recharge, pay, withdraw, invoice): owner or finance right. */
  mayManage: z.boolean(),
});

/** What moved money: the kind of the ledger transaction an entry belongs to. */
export const LEDGER_KINDS = [
  'recharge',
  'order-pay',
  'order-refund',
  'campaign-payout',
  'campaign-payout-return',
  'withdrawal',
  'withdrawal-return',
] as const;
export const ZLedgerKind = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ZLedgerKind>;

/** One line of the wallet's statement: one ledger entry on the wallet's account. */
export const ZWalletEntry = z.object({
  id: z.number().int(),
  kind: ZLedgerKind,
  /** What it is about: the recharge, order or withdrawal id. */
  ref: z.string(),
  amountFen: ZSignedFen,
  balanceAfterFen: ZFen,
  createdAt: z.number(),
});
export const ZWalletEntriesQuery = ZPageQuery;
export const ZWalletEntriesPage = ZPaged(ZWalletEntry);

// ---- recharges and payments ----

export const ZRechargeStatus = z.enum(['pending', 'paid', 'failed']);
export const ZRecharge = z.object({
  id: ZMoneyId,
  amountFen: ZFen,
  /** pending until a payment succeeds; failed after the last attempt failed (POST payment tries again). */
  status: ZRechargeStatus,
  /** The pay page of the attempt in progress; null once paid or failed. */
  payUrl: z.string().nullable(),
  provider: z.string(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
});
export type Recharge = z.infer<typeof ZRecharge>;
export const ZRechargeBody = z.object({
  amountFen: z.number().int().min(RECHARGE_MIN_FEN).max(RECHARGE_MAX_FEN),
});
export const ZRechargeListQuery = ZPageQuery;
export const ZRechargePage = ZPaged(ZRecharge);

export const ZPaymentBody = z.object({ rechargeId: ZMoneyId });
export const ZPaymentStarted = z.object({
  rechargeId: ZMoneyId,
  paymentId: ZMoneyId,
  payUrl: z.string(),
});

// ---- orders ----

export const ZOrderKind = z.enum(['envelope', 'lottery', 'sample']);
export type OrderKind = z.infer<typeof ZOrderKind>;
export const ZOrderStatus = z.enum(['unpaid', 'paid', 'cancelled']);
export const ZOrder = z.object({
  id: ZMoneyId,
  kind: ZOrderKind,
  /** The campaign the order pays for. */
  refId: z.string(),
  amountFen: ZFen,
  status: ZOrderStatus,
  /** What a coupon took off when it was paid (the platform's promotions account paid that part). */
  discountFen: ZFen,
  /** What the wallet paid: the amount less the discount (0 until paid); an invoice is for this. */
  paidFen: ZFen,
  couponId: z.string().nullable(),
  /** What the order's escrow holds now: paid in, minus payouts and refunds. */
  heldFen: ZFen,
  /** Returned to the wallet so far (unspent budget). */
  refundedFen: ZFen,
  invoiced: z.boolean(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  cancelledAt: z.number().nullable(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrderListQuery = ZPageQuery.extend({ status: ZOrderStatus.optional() });
export const ZOrderPage = ZPaged(ZOrder);
export const ZCouponId = z.string().regex(/^cp_[A-Za-z0-9_-]{8,40}$/, 'a coupon id');
export const ZPayOrderBody = z.object({
  /** A coupon of the wallet to take off the order's amount (one per order, used once). */
  couponId: ZCouponId.optional(),
});
export const ZPayInfoQuery = ZPayOrderBody;

// ---- coupons ----

/** available until used or past `expiresAt` (expired is read from the clock). */
export const ZCouponState = z.enum(['available', 'used', 'expired']);
export const ZCoupon = z.object({
  id: ZCouponId,
  amountOffFen: ZFen,
  /** The order must cost at least this much (0: any order). */
  minOrderFen: ZFen,
  expiresAt: z.number(),
  state: ZCouponState,
  /** Granted by the operator, or redeemed from a promo code (the code). */
  source: z.string(),
  /** The order it paid part of, once used. */
  orderId: z.string().nullable(),
  createdAt: z.number(),
  usedAt: z.number().nullable(),
});
export type Coupon = z.infer<typeof ZCoupon>;
export const ZCouponListQuery = ZPageQuery.extend({ state: ZCouponState.optional() });
export const ZCouponPage = ZPaged(ZCoupon);
/** Promo codes are letters, digits and dashes; typed in any case, kept upper-case. */
export const ZPromoCode = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes')
  .transform((s) => s.toUpperCase());
export const ZRedeemBody = z.object({ code: ZPromoCode });

export const ZOrderPayInfo = z.object({
  order: ZOrder,
  balanceFen: ZFen,
  /** The chosen coupon's discount on this order (0 without one). */
  discountFen: ZFen,
  /** What the wallet pays: the amount less the discount. */
  dueFen: ZFen,
  /** How much the wallet lacks to pay it (0 when it can, or when the order is not unpaid). */
  shortFen: ZFen,
  /** The wallet's coupons usable on this order now, the largest discount first (none unless unpaid). */
  coupons: z.array(ZCoupon),
});

// ---- withdrawals ----

export const ZWithdrawalStatus = z.enum(['pending', 'paid', 'failed']);
export const ZWithdrawal = z.object({
  id: ZMoneyId,
  amountFen: ZFen,
  /** paid when the payout provider paid; failed when it refused — the money is back in the wallet. */
  status: ZWithdrawalStatus,
  /** The messaging-app account paid, shortened for display. */
  destination: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export const ZWithdrawalBody = z.object({
  amountFen: z.number().int().min(WITHDRAWAL_MIN_FEN).max(WITHDRAWAL_MAX_FEN),
});
export const ZWithdrawalListQuery = ZPageQuery;
export const ZWithdrawalPage = ZPaged(ZWithdrawal);

// ---- invoices ----

/** A Chinese unified social credit code (18) or an older tax number (15–20 letters and digits). */
export const ZTaxNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{15,20}$/, 'a tax number');
export const ZInvoiceBody = z.object({
  orderId: ZMoneyId,
  title: z.string().trim().min(1).max(100),
  /** Needed for a company title; a person's invoice has none. */
  taxNumber: ZTaxNumber.optional(),
  email: z.string().trim().email().max(254),
});
export const ZInvoiceStatus = z.enum(['requested', 'issued', 'rejected']);
export const ZInvoice = z.object({
  id: ZMoneyId,
  orderId: ZMoneyId,
  amountFen: ZFen,
  title: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string(),
  /** requested until the operator issues it (with its number; the PDF downloadable) or rejects it. */
  status: ZInvoiceStatus,
  number: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;
export const ZInvoiceListQuery = ZPageQuery;
export const ZInvoicePage = ZPaged(ZInvoice);
