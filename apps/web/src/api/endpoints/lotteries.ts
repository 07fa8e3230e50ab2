import {
  type Lottery,
  type LotteryPage,
  type LotterySaveInput,
  lotteryApi,
  type OrderRef,
  type PayoutRetryResult,
  type WinnerPage,
} from '@cairn/contract';
import { api } from '../client.ts';

/**
 * The survey settings' lottery calls (contract rewards/lottery-calls.ts, issue 23). The config
 * codes are shown by the form on the fields they name (the answer's `data.issues`), so they are
 * handled here, not toasted.
 */
export const LOTTERY_FORM_CODES = ['A2064', 'A2066', 'A2067', 'A2068', 'A2069', 'A2070', 'A2071'] as const;

export const LOTTERY_PAGE_SIZE = 10;

export function fetchLotteries(surveyCode: string, page: number): Promise<LotteryPage> {
  return api.call(lotteryApi.list, { surveyCode, page, pageSize: LOTTERY_PAGE_SIZE });
}

export function fetchLottery(id: string): Promise<Lottery> {
  return api.call(lotteryApi.get, { id });
}

export function saveLottery(body: LotterySaveInput): Promise<Lottery> {
  return api.call(lotteryApi.save, body, { handles: LOTTERY_FORM_CODES });
}

/** What the list's buttons move a lottery by: start is a save with `start` (a draft without cash). */
export type LotteryMove = 'start' | 'pause' | 'resume' | 'end';

export async function changeLotteryStatus(lottery: Lottery, action: LotteryMove): Promise<Lottery | null> {
  if (action === 'start') {
    const { id, name, surveyCode, mode, prizes, startAt, endAt } = lottery;
    return saveLottery({ id, name, surveyCode, mode, prizes, startAt, endAt, start: true });
  }
  return api.call(lotteryApi.status, { id: lottery.id, action });
}

export function drawLottery(id: string): Promise<Lottery> {
  return api.call(lotteryApi.draw, { id });
}

export function fetchWinners(query: { id: string; page: number; pageSize: number }): Promise<WinnerPage> {
  return api.call(lotteryApi.winners, query);
}

/** The order a lottery's cash prizes wait on (the server sends it with every lottery). */
export async function pendingOrderOf(lottery: Lottery): Promise<OrderRef | null> {
  return lottery.pendingOrder;
}

/** Sends the lottery's refused cash payouts again: the winners named, or every failed one. */
export function retryWinnerPayouts(id: string, ids?: number[]): Promise<PayoutRetryResult> {
  return api.call(lotteryApi.retryPayouts, { id, ...(ids ? { ids } : {}) });
}
