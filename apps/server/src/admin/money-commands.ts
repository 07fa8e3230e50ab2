import { formatYuan } from '@cairn/contract/money/yuan';
import type { AppDeps } from '../deps.ts';
import { findUserByName } from '../modules/users/user-repo.ts';
import { createPromoCode, grantCoupon } from '../modules/wallet/coupons.ts';
import { issueInvoice, pendingInvoices, rejectInvoice } from '../modules/wallet/invoice-decisions.ts';
import { walletAccountOf } from '../modules/wallet/wallets.ts';

export const MONEY_USAGE = `  grant-coupon   --username NAME --amount FEN [--min FEN] [--days N]
                 (a coupon of FEN off one order of at least --min, valid N days (30); to the
                 user's organisation's wallet when they belong to one)
  create-promo   --code CODE --amount FEN [--min FEN] [--days N] [--limit N] [--redeem-days N]
                 (a promo code users type on the coupons page: each wallet once, --limit
                 wallets in all (100), for --redeem-days (30); each coupon valid --days (30))
  invoices                                         (invoice requests waiting for a decision)
  issue-invoice  --id iv_… --number NUMBER         (the tax system's number; mails the requester)
  reject-invoice --id iv_… --reason TEXT           (mails the requester the reason)`;

export const MONEY_OPTIONS = {
  amount: { type: 'string' },
  min: { type: 'string' },
  days: { type: 'string' },
  limit: { type: 'string' },
  'redeem-days': { type: 'string' },
  code: { type: 'string' },
  number: { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof MONEY_OPTIONS | 'username' | 'id' | 'reason', string>>;

function whole(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (value === undefined || !Number.isSafeInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number`);
  return n;
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

/** The money commands of the operator's CLI: answers false for a command that is not one of them. */
export async function runMoneyCommand(deps: AppDeps, command: string, values: Values): Promise<boolean> {
  const now = deps.now();
  const terms = () => ({
    amountOffFen: whole(values.amount, 'amount'),
    minOrderFen: whole(values.min, 'min', 0),
    validDays: whole(values.days, 'days', 30),
  });
  switch (command) {
    case 'grant-coupon': {
      const name = need(values.username, 'username');
      const user = await findUserByName(deps.db, name);
      if (!user) throw new Error(`No user named ${name}`);
      const coupon = await grantCoupon(deps.db, await walletAccountOf(deps.db, user.id), terms(), now);
      console.log(
        `Coupon ${coupon.id}: ${formatYuan(coupon.amountOffFen)} off for ${name}, until ${coupon.expiresAt.toISOString()}`,
      );
      return true;
    }
    case 'create-promo': {
      const code = need(values.code, 'code').trim().toUpperCase();
      if (!/^[A-Z0-9-]{4,32}$/.test(code)) throw new Error('--code: 4–32 letters, digits or dashes');
      const promo = await createPromoCode(
        deps.db,
        {
          ...terms(),
          code,
          maxRedemptions: whole(values.limit, 'limit', 100),
          redeemableDays: whole(values['redeem-days'], 'redeem-days', 30),
        },
        now,
      );
      console.log(
        `Promo code ${promo.code}: ${formatYuan(promo.amountOffFen)} off, ${promo.maxRedemptions} redemptions until ${promo.redeemableUntil.toISOString()}`,
      );
      return true;
    }
    case 'invoices': {
      for (const i of await pendingInvoices(deps))
        console.log(`${i.id}\t${formatYuan(i.amountFen)}\t${i.title}\t${i.taxNumber ?? '-'}\t${i.email}`);
      return true;
    }
    case 'issue-invoice': {
      const invoice = await issueInvoice(deps, need(values.id, 'id'), need(values.number, 'number'));
      console.log(`Invoice ${invoice.id} issued as ${invoice.number}; ${invoice.email} told`);
      return true;
    }
    case 'reject-invoice': {
      const invoice = await rejectInvoice(deps, need(values.id, 'id'), need(values.reason, 'reason'));
      console.log(`Invoice ${invoice.id} rejected; ${invoice.email} told`);
      return true;
    }
    default:
      return false;
  }
}
