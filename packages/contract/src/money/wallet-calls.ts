import { endpoint } from '../api/endpoint.ts';
import {
  ZCoupon,
  ZCouponListQuery,
  ZCouponPage,
  ZInvoice,
  ZInvoiceBody,
  ZInvoiceListQuery,
  ZInvoicePage,
  ZMoneyIdParams,
  ZRedeemBody,
  ZWallet,
  ZWalletEntriesPage,
  ZWalletEntriesQuery,
  ZWithdrawal,
  ZWithdrawalBody,
  ZWithdrawalListQuery,
  ZWithdrawalPage,
} from './schemas.ts';

const tags = ['money'];
const money = { service: 'designer', access: 'user', tags } as const;
const VIEW =
  'The caller’s wallet, or their organisation’s; an organisation member needs ORG_FINANCE_VIEW to see it ' +
  '(A0403 otherwise).';

/** Ours (the spec shows the finance pages, not their calls): the wallet, its statement, withdrawals, invoices. */
export const walletApi = {
  wallet: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/wallet',
    summary: 'The caller’s wallet: owner (user or organisation), balance, whether the caller may spend',
    description: VIEW,
    errors: ['A0403'],
    answer: ZWallet,
  }),
  entries: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/wallet/entries',
    summary: 'The wallet’s statement, newest first, paged: each ledger entry with its balance after',
    description: VIEW,
    errors: ['A0403'],
    query: ZWalletEntriesQuery,
    answer: ZWalletEntriesPage,
  }),
  withdraw: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/withdrawals',
    summary: 'Withdraw to the caller’s bound messaging-app account',
    description:
      'Once a day per wallet (A21014, the day in China time); A0207 when the balance is short; A21015 ' +
      'without a bound messaging-app account. A payout the provider refuses returns the money to the ' +
      'wallet (status failed). An organisation’s wallet needs ORG_FINANCE_MANAGE (A0403).',
    errors: ['A0207', 'A21014', 'A21015', 'A0403'],
    body: ZWithdrawalBody,
    answer: ZWithdrawal,
  }),
  withdrawals: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/withdrawals',
    summary: 'The wallet’s withdrawals, newest first, paged',
    description: VIEW,
    errors: ['A0403'],
    query: ZWithdrawalListQuery,
    answer: ZWithdrawalPage,
  }),
  requestInvoice: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/invoices',
    summary: 'Request an invoice for a paid order (one per order)',
    description:
      'A21017 when the order is not paid; A21018 when it has an invoice already; A0404 for an order not of ' +
      'the caller’s wallet. An organisation’s wallet needs ORG_FINANCE_MANAGE (A0403).',
    errors: ['A0404', 'A0403', 'A21017', 'A21018'],
    body: ZInvoiceBody,
    answer: ZInvoice,
  }),
  invoices: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/invoices',
    summary: 'The wallet’s invoice requests, newest first, paged',
    description: VIEW,
    errors: ['A0403'],
    query: ZInvoiceListQuery,
    answer: ZInvoicePage,
  }),
  invoicePdf: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/invoices/{id}/pdf',
    summary: 'An issued invoice as a PDF (answers the file)',
    description: `A21034 while it is not issued; A0404 for an invoice not of the caller’s wallet. ${VIEW}`,
    errors: ['A0404', 'A0403', 'A21034'],
    params: ZMoneyIdParams,
    answer: 'file',
  }),
  coupons: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/coupons',
    summary: 'The wallet’s coupons, newest first, paged (optionally of one state: available, used, expired)',
    description: VIEW,
    errors: ['A0403'],
    query: ZCouponListQuery,
    answer: ZCouponPage,
  }),
  redeemCoupon: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/coupons/redeem',
    summary: 'Redeem a promo code: the wallet gets its coupon',
    description:
      'A21032 for an unknown code, one past its last day or redeemed as often as it may be; A21033 when ' +
      'this wallet redeemed it already. An organisation’s wallet needs ORG_FINANCE_MANAGE (A0403).',
    errors: ['A0403', 'A21032', 'A21033'],
    body: ZRedeemBody,
    answer: ZCoupon,
    rateLimit: 20,
  }),
};
