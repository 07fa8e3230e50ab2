import { endpoint } from '../api/endpoint.ts';
import { LOTTERY_ROUTES } from './lottery-routes.ts';
import {
  ZClaimBody,
  ZClaimResult,
  ZLottery,
  ZLotteryIdParams,
  ZLotteryListQuery,
  ZLotteryPage,
  ZLotterySaveBody,
  ZLotteryStatusBody,
  ZWinnerPage,
  ZWinnersQuery,
} from './lottery-schemas.ts';

const tags = ['lottery'];

/**
 * Lotteries and prizes (ours: spec doc 1 names the settings areas lottery (create, details, log)
 * and prize, doc 2 no calls). Not in api/tables.ts until the server serves them.
 */
export const lotteryApi = {
  // list, status and draw: added by lottery-web for the settings screens (the lead reconciles
  // them with the server's own on merge).
  list: endpoint({
    service: 'designer',
    access: 'survey:launch',
    tags,
    method: 'GET',
    path: '/v1/lottery/list',
    summary: 'A survey’s lotteries, newest first, paged',
    query: ZLotteryListQuery,
    answer: ZLotteryPage,
  }),
  status: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/status',
    summary: 'Start (a draft without cash prizes), pause, resume or end a lottery',
    description: 'running ↔ paused; end from running or paused; any other move A2065.',
    errors: ['A0404', 'A5202', 'A2065'],
    body: ZLotteryStatusBody,
    answer: ZLottery,
  }),
  draw: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/lottery/{id}/draw',
    summary: 'Draw an ended after-close lottery’s winners once, recording the seed',
    errors: ['A0404', 'A5202', 'A2065'],
    params: ZLotteryIdParams,
    answer: ZLottery,
  }),
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
      'the stock), A2064 window. A started lottery: A2066.',
    errors: ['A0404', 'A5202', 'A2064', 'A2066', 'A2067', 'A2068', 'A2069', 'A2070', 'A2071'],
    body: ZLotterySaveBody,
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
  claim: endpoint({
    ...LOTTERY_ROUTES.claim,
    tags,
    summary:
      'The winner’s claim from the end page: the claim form’s answers (once; a repeat answers the same)',
    description: 'A0404 for an unknown token; A0400 for a missing required claim field.',
    errors: ['A0404'],
    rateLimit: 30,
    body: ZClaimBody,
    answer: ZClaimResult,
  }),
};
