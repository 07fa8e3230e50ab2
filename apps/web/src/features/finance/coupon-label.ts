import type { Coupon } from '@cairn/contract';
import type { TFunction } from 'i18next';
import { formatYuan } from './money-format.ts';

/** A coupon in a line: how much off, its minimum order (if any) and its last moment. */
export function couponLabel(coupon: Coupon, t: TFunction, lang: string): string {
  const parts = [t('finance.coupons.off', { amount: formatYuan(coupon.amountOffFen) })];
  if (coupon.minOrderFen > 0)
    parts.push(t('finance.coupons.minOrder', { amount: formatYuan(coupon.minOrderFen) }));
  parts.push(t('finance.coupons.until', { date: new Date(coupon.expiresAt).toLocaleDateString(lang) }));
  return parts.join(' · ');
}
