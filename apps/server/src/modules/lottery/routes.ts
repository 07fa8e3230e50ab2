import { lotteryApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { claimByToken } from './claim-prize.ts';
import { drawLottery } from './draw-after-close.ts';
import { changeLotteryStatus, getLottery, listLotteries } from './manage-lottery.ts';
import { registerLotteryOrderHook } from './order-paid.ts';
import { lotteryResultByTicket } from './result-ticket.ts';
import { saveLottery } from './save-lottery.ts';
import { retryWinnerPayouts } from './winner-payouts.ts';
import { listWinners, shipPrize } from './winners.ts';

/** The designer service's lottery calls (contract rewards/lottery-calls.ts). */
export const lotteryRoutes: RoutesPlugin = async (app, { deps }) => {
  registerLotteryOrderHook();
  const { claim: _claim, result: _result, ...designer } = lotteryApi;
  serve(app, designer, {
    save: async ({ body, user }) => saveLottery(deps, user.userId, body),
    list: async ({ query, user }) => listLotteries(deps, user.userId, query),
    status: async ({ body, user }) => changeLotteryStatus(deps, user.userId, body),
    draw: async ({ params, user }) => drawLottery(deps, user.userId, params.id),
    get: async ({ params, user }) => getLottery(deps, user.userId, params.id),
    winners: async ({ query, user }) => listWinners(deps, user.userId, query),
    ship: async ({ body, user }) => shipPrize(deps, user.userId, body),
    retryPayouts: async ({ body, user }) => retryWinnerPayouts(deps, user.userId, body.id, body.ids ?? null),
  });
};

/** The respond service's public calls: the claim (the end page's claim token), an after-close result. */
export const lotteryClaimRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { claim: lotteryApi.claim, result: lotteryApi.result },
    {
      claim: async ({ body }) => claimByToken(deps, body),
      result: async ({ query }) => lotteryResultByTicket(deps, query.ticket),
    },
  );
};
