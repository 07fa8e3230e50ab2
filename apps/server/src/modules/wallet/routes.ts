import { paymentApi, walletApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { listCoupons, redeemPromoCode } from './coupons.ts';
import { invoicePdf, listInvoices, requestInvoice } from './invoices.ts';
import { cancelOrder, getOrder, listOrders, orderPayInfo, payOrder } from './order-views.ts';
import { createRecharge, getRecharge, listRecharges, startPayment } from './recharges.ts';
import { listEntries } from './statement.ts';
import { walletView } from './wallets.ts';
import { listWithdrawals, withdraw } from './withdrawals.ts';

/** The money calls (contract money/), under /api/designer. */
export const walletRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, paymentApi, {
    recharge: async ({ body, user }) => createRecharge(deps, user.userId, body.amountFen),
    rechargeInfo: async ({ params, user }) => getRecharge(deps, user.userId, params.id),
    recharges: async ({ query, user }) => listRecharges(deps, user.userId, query.page, query.pageSize),
    payment: async ({ body, user }) => startPayment(deps, user.userId, body.rechargeId),
    orders: async ({ query, user }) => listOrders(deps, user.userId, query),
    order: async ({ params, user }) => getOrder(deps, user.userId, params.id),
    payOrder: async ({ params, body, user }) => payOrder(deps, user.userId, params.id, body?.couponId),
    cancelOrder: async ({ params, user }) => cancelOrder(deps, user.userId, params.id),
    payInfo: async ({ params, query, user }) => orderPayInfo(deps, user.userId, params.id, query.couponId),
  });
  serve(app, walletApi, {
    wallet: async ({ user }) => walletView(deps.db, user.userId),
    entries: async ({ query, user }) => listEntries(deps, user.userId, query.page, query.pageSize),
    withdraw: async ({ body, user }) => withdraw(deps, user.userId, body.amountFen),
    withdrawals: async ({ query, user }) => listWithdrawals(deps, user.userId, query.page, query.pageSize),
    requestInvoice: async ({ body, user }) => requestInvoice(deps, user.userId, body),
    invoices: async ({ query, user }) => listInvoices(deps, user.userId, query.page, query.pageSize),
    invoicePdf: async ({ params, user, lang, reply }) => {
      const { pdf, fileName } = await invoicePdf(deps, user.userId, params.id, lang);
      return sendPdf(reply, pdf, fileName);
    },
    coupons: async ({ query, user }) => listCoupons(deps, user.userId, query),
    redeemCoupon: async ({ body, user }) => redeemPromoCode(deps, user.userId, body.code),
  });
};
