import { paymentApi, walletApi } from '@cairn/contract';
import { api } from '../client.ts';

/**
 * The money calls the envelope pay page makes (contract money/). A0207 (balance short) is shown by
 * the page with its link to recharge, so it is handled here, not toasted.
 */
export const PAY_CODES = ['A0207'] as const;

export function fetchWallet() {
  return api.call(walletApi.wallet, {});
}

/** `couponId`: the figures with that coupon taken off (discount, due, short). */
export function fetchPayInfo(orderId: string, couponId?: string) {
  return api.call(paymentApi.payInfo, { id: orderId, couponId });
}

export function payOrder(orderId: string, couponId?: string) {
  return api.call(paymentApi.payOrder, { id: orderId, couponId }, { handles: PAY_CODES });
}

export function cancelOrder(orderId: string) {
  return api.call(paymentApi.cancelOrder, { id: orderId });
}
