import { type Coupon, fillPath, paymentApi, walletApi } from '@cairn/contract';
import { api } from '../client.ts';
import { downloadFile } from '../download-file.ts';

/**
 * The user centre's finance calls (contract money/: paymentApi, walletApi). The codes listed in
 * `handles` are the screens' to show themselves: A21015 opens the follow-and-bind QR, A21014 shows on
 * the withdrawal form, A0207 shows as a message with a recharge link.
 */
export const fetchWallet = () => api.call(walletApi.wallet, {});
export const fetchStatement = (page: number, pageSize: number) =>
  api.call(walletApi.entries, { page, pageSize });

export const startRecharge = (amountFen: number) =>
  api.call(paymentApi.recharge, { amountFen }, { handles: ['A21015'] });
export const fetchRecharge = (id: string) => api.call(paymentApi.rechargeInfo, { id });
export const fetchRecharges = (page: number, pageSize: number) =>
  api.call(paymentApi.recharges, { page, pageSize });
/** A new payment attempt for a pending or failed recharge: its pay page. */
export const payRecharge = (rechargeId: string) => api.call(paymentApi.payment, { rechargeId });

export const fetchOrders = (page: number, pageSize: number) =>
  api.call(paymentApi.orders, { page, pageSize });
export const fetchOrder = (id: string) => api.call(paymentApi.order, { id });
export const fetchPayInfo = (id: string, couponId?: string) => api.call(paymentApi.payInfo, { id, couponId });
export const payOrder = (id: string, couponId?: string) =>
  api.call(paymentApi.payOrder, { id, couponId }, { handles: ['A0207'] });
export const cancelOrder = (id: string) => api.call(paymentApi.cancelOrder, { id });

export const withdraw = (amountFen: number) =>
  api.call(walletApi.withdraw, { amountFen }, { handles: ['A21014', 'A21015', 'A0207'] });
export const fetchWithdrawals = (page: number, pageSize: number) =>
  api.call(walletApi.withdrawals, { page, pageSize });

export const requestInvoice = (body: { orderId: string; title: string; taxNumber?: string; email: string }) =>
  api.call(walletApi.requestInvoice, body);
export const fetchInvoices = (page: number, pageSize: number) =>
  api.call(walletApi.invoices, { page, pageSize });
/** An issued invoice's PDF (A21034 before it is issued; A0404 for another wallet's). */
export const downloadInvoicePdf = (id: string) =>
  downloadFile(fillPath(walletApi.invoicePdf, { id }), `invoice-${id}.pdf`);

export const fetchCoupons = (state: Coupon['state'] | undefined, page: number, pageSize: number) =>
  api.call(walletApi.coupons, { state, page, pageSize });
/** A21032 and A21033 show on the redeem form itself. */
export const redeemCoupon = (code: string) =>
  api.call(walletApi.redeemCoupon, { code }, { handles: ['A21032', 'A21033'] });
