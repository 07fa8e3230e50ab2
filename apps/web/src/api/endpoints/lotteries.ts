import {
  type Lottery,
  type LotteryAction,
  type LotteryPage,
  type LotterySaveInput,
  lotteryApi,
  type OrderRef,
  paymentApi,
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

export function changeLotteryStatus(id: string, action: LotteryAction): Promise<Lottery> {
  return api.call(lotteryApi.status, { id, action });
}

export function drawLottery(id: string): Promise<Lottery> {
  return api.call(lotteryApi.draw, { id });
}

export function fetchWinners(query: { id: string; page: number; pageSize: number }): Promise<WinnerPage> {
  return api.call(lotteryApi.winners, query);
}

/**
 * The order a lottery's cash prizes wait on: the answer's `pendingOrder` when the server sends it,
 * else the lottery's unpaid order among the wallet's (the order names its lottery in `refId`).
 */
export async function pendingOrderOf(lottery: Lottery): Promise<OrderRef | null> {
  if (lottery.pendingOrder !== undefined) return lottery.pendingOrder;
  const unpaid = await api.call(paymentApi.orders, { status: 'unpaid', page: 1, pageSize: 50 });
  const order = unpaid.records.find((o) => o.kind === 'lottery' && o.refId === lottery.id);
  return order ? { id: order.id, amountFen: order.amountFen } : null;
}
