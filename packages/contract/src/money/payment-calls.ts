import { endpoint } from '../api/endpoint.ts';
import {
  ZMoneyIdParams,
  ZOrder,
  ZOrderListQuery,
  ZOrderPage,
  ZOrderPayInfo,
  ZPayInfoQuery,
  ZPaymentBody,
  ZPaymentStarted,
  ZPayOrderBody,
  ZRecharge,
  ZRechargeBody,
  ZRechargeListQuery,
  ZRechargePage,
} from './schemas.ts';

const tags = ['money'];
const money = { service: 'designer', access: 'user', tags } as const;
const WALLET =
  'The wallet is the caller’s, or their organisation’s when they belong to one; spending from an ' +
  'organisation’s wallet needs ORG_FINANCE_MANAGE (A0403 otherwise).';
const MINE = 'A0404 for an id that is not of the caller’s wallet, as for an unknown one.';

/**
 * Recharges, the payment that completes one, and the campaign orders paid from the wallet (spec doc 2
 * "Red envelopes": recharges, recharges/{id}, payment, order/pay, order/cancel, order/pay/info). The
 * lists and `GET orders/{id}` are ours, for the user centre's finance pages.
 */
export const paymentApi = {
  recharge: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/recharges',
    summary: 'Start a recharge of the wallet: the recharge and the pay page of its first payment',
    description: `A21015 when the caller has bound no messaging-app account (the web opens the follow-and-bind QR). ${WALLET}`,
    errors: ['A21015', 'A0403'],
    body: ZRechargeBody,
    answer: ZRecharge,
  }),
  rechargeInfo: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/recharges/{id}',
    summary: 'One recharge and its state (pending, paid, failed)',
    description: MINE,
    errors: ['A0404', 'A0403'],
    params: ZMoneyIdParams,
    answer: ZRecharge,
  }),
  recharges: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/recharges',
    summary: 'The wallet’s recharges, newest first, paged',
    errors: ['A0403'],
    query: ZRechargeListQuery,
    answer: ZRechargePage,
  }),
  payment: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/payment',
    summary: 'Pay a recharge through the payment provider: a new payment attempt and its pay page',
    description:
      'Our reading of the spec’s bare `POST payment`: (re)starts paying a pending or failed recharge. ' +
      `A21016 when the recharge is already paid. ${MINE}`,
    errors: ['A0404', 'A0403', 'A21016'],
    body: ZPaymentBody,
    answer: ZPaymentStarted,
  }),
  orders: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/orders',
    summary: 'The wallet’s campaign orders, newest first, paged (optionally of one status)',
    errors: ['A0403'],
    query: ZOrderListQuery,
    answer: ZOrderPage,
  }),
  order: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/orders/{id}',
    summary: 'One campaign order',
    description: MINE,
    errors: ['A0404', 'A0403'],
    params: ZMoneyIdParams,
    answer: ZOrder,
  }),
  payOrder: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/order/pay/{id}',
    summary: 'Pay an unpaid order from the wallet (less a coupon): its amount moves into the order’s escrow',
    description:
      'A0207 when the balance is short; A21017 when the order is not unpaid. With `couponId` the coupon ' +
      'is used in the same transaction and the platform’s promotions account pays its discount: A21030 ' +
      'when the coupon is used, expired or not the wallet’s, A21031 when the order costs less than its ' +
      `minimum. The campaign the order pays for starts in the same transaction. ${MINE} ${WALLET}`,
    errors: ['A0207', 'A0404', 'A0403', 'A21017', 'A21030', 'A21031'],
    params: ZMoneyIdParams,
    body: ZPayOrderBody,
    answer: ZOrder,
  }),
  cancelOrder: endpoint({
    ...money,
    method: 'POST',
    path: '/v1/order/cancel/{id}',
    summary: 'Cancel an unpaid order',
    description: `A21017 when the order is paid or cancelled already. ${MINE} ${WALLET}`,
    errors: ['A0404', 'A0403', 'A21017'],
    params: ZMoneyIdParams,
    answer: ZOrder,
  }),
  payInfo: endpoint({
    ...money,
    method: 'GET',
    path: '/v1/order/pay/info/{id}',
    summary: 'An order, the wallet’s balance, its usable coupons, and what is due and missing with one',
    description: `With \`couponId\`: the discount and what is due with it (A21030, A21031 as for paying). ${MINE}`,
    errors: ['A0404', 'A0403', 'A21030', 'A21031'],
    params: ZMoneyIdParams,
    query: ZPayInfoQuery,
    answer: ZOrderPayInfo,
  }),
};
