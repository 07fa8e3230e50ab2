import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZPayoutRetryBody, ZPayoutRetryResult } from './envelope-schemas.ts';
import { LOTTERY_ROUTES } from './lottery-routes.ts';
import {
  ZClaimBody,
  ZClaimResult,
  ZLottery,
  ZLotteryIdParams,
  ZLotteryListQuery,
  ZLotteryPage,
  ZLotteryResultView,
  ZLotterySaveBody,
  ZLotteryStatusBody,
  ZLotteryStatusResult,
  ZShipBody,
  ZWinner,
  ZWinnerPage,
  ZWinnersQuery,
} from './lottery-schemas.ts';

const tags = ['lottery'];

/**
 * Lotteries and prizes (ours: spec doc 1 names the settings areas lottery (create, details, log)
 * and prize, doc 2 no calls). Served by apps/server/src/modules/lottery.
 */
export const lotteryApi = {
  save: endpoint({
    service: 'designer',
    access: 'survey:launch',
    tags,
    method: 'POST',
    path: '/v1/lottery',
    summary: 'Create a lottery (no id) or change a draft one (id); cash prizes make an order for their total',
    description:
      'Rules (lotteryConfigIssues): A2067 1–8 prizes, A2068 a prize incomplete (cash ¥0.30–¥200, stock, ' +
      'coupon codes unique, a claim form for a physical prize), A2069 instant chances above 100 % in total, ' +
      'A2070 winning positions (order mode: unique, at most the stock), A2071 winners (after-close: 1 to ' +
      'the stock), A2064 window. A started lottery (running, paused, ended): A2066. Saving a paying ' +
      'lottery cancels its unpaid order and orders again.',
    errors: ['A0404', 'A5202', 'A2064', 'A2066', 'A2067', 'A2068', 'A2069', 'A2070', 'A2071'],
    body: ZLotterySaveBody,
    answer: ZLottery,
  }),
  list: endpoint({
    service: 'designer',
    access: 'survey:launch',
    tags,
    method: 'GET',
    path: '/v1/lottery/list',
    summary: 'A survey’s lotteries, newest first, paged (the settings area’s list)',
    query: ZLotteryListQuery,
    answer: ZLotteryPage,
  }),
  status: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/status',
    summary: 'Pause, resume, end (refunds the unspent cash once) or delete (a draft or ended lottery)',
    description:
      'Moves by rewards’ moveStatus: A2065 for a move the status does not allow, A2056 to delete a live one.',
    errors: ['A0404', 'A5202', 'A2056', 'A2065'],
    body: ZLotteryStatusBody,
    answer: ZLotteryStatusResult,
  }),
  draw: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/{id}/draw',
    summary: 'After-close mode: draw the winners with a recorded seed once the lottery has closed',
    description:
      'Allowed once the lottery has ended or its end time has passed (it is ended first); A2065 for another ' +
      'mode, a lottery still open, or one drawn already. Cash the draw did not give is refunded.',
    errors: ['A0404', 'A5202', 'A2065'],
    params: ZLotteryIdParams,
    answer: ZLottery,
  }),
  get: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/lottery/{id}',
    summary: 'One lottery with each prize’s remaining stock and, once drawn, its seed',
    description: 'The use case checks launch on the lottery’s survey (A5202; another’s id reads as missing).',
    errors: ['A0404', 'A5202'],
    params: ZLotteryIdParams,
    answer: ZLottery,
  }),
  winners: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/lottery/winners',
    summary: 'The winners’ log with claim information, newest first, paged',
    errors: ['A0404', 'A5202'],
    query: ZWinnersQuery,
    answer: ZWinnerPage,
  }),
  ship: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/ship',
    summary: 'Mark a claimed physical prize shipped with its tracking number (the winner’s row after it)',
    description:
      'The launch right on the lottery’s survey; A2065 for a prize not physical or not claimed. The same ' +
      'tracking number again changes nothing; another corrects it within 7 days of shipping (A2074 after).',
    errors: ['A0404', 'A5202', 'A2065', 'A2074'],
    body: ZShipBody,
    answer: ZWinner,
  }),
  retryPayouts: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/payout/retry',
    summary: 'Send refused cash payouts again (the winners named, or every failed one)',
    description:
      'The launch right on the lottery’s survey. A refused payout leaves the winner failed with the cash kept ' +
      'in the order’s escrow; this books it again under a new payout id. Ended lotteries too.',
    errors: ['A0404', 'A5202'],
    body: ZPayoutRetryBody,
    answer: ZPayoutRetryResult,
  }),
  claim: endpoint({
    ...LOTTERY_ROUTES.claim,
    tags,
    summary:
      'The winner’s claim from the end page: the claim form’s answers (once; a repeat answers the same)',
    description:
      'A0404 for an unknown token; A0400 for a missing required claim field; A2073 when the answering device ' +
      '(or, for a physical prize, the phone number given) has claimed a coupon or physical prize of the lottery.',
    errors: ['A0404', 'A2073'],
    rateLimit: 30,
    body: ZClaimBody,
    answer: ZClaimResult,
  }),
  result: endpoint({
    ...LOTTERY_ROUTES.result,
    tags,
    summary: 'A participant’s result of an after-close draw, by the result ticket the end page gave',
    description:
      'pending with the time the draw comes (the lottery’s end time; null when the author ends it) until ' +
      'it is drawn, then won (with the claim, as at submit) or lost. A0404 for a ticket that is not ours.',
    errors: ['A0404'],
    rateLimit: 60,
    query: z.object({ ticket: z.string().min(20).max(200) }),
    answer: ZLotteryResultView,
  }),
};
