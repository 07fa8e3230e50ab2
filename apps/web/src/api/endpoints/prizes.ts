import {
  type CouponCodesAdded,
  type DownloadTask,
  lotteryApi,
  type PrizeClaimPage,
  type PrizeClaimState,
  type PrizeOverview,
  prizeApi,
  type Winner,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/**
 * The prize settings area's calls (contract rewards/prize-calls.ts, and lotteryApi.ship). The
 * code and ship dialogs show their refusals beside the fields, so they handle every code.
 */
export const PRIZE_CLAIMS_PAGE_SIZE = 20;

export function fetchPrizeOverview(surveyCode: string): Promise<PrizeOverview> {
  return api.call(prizeApi.overview, { surveyCode });
}

export function fetchPrizeClaims(query: {
  surveyCode: string;
  lotteryId: string;
  prizeIndex: number;
  state?: PrizeClaimState | undefined;
  page: number;
}): Promise<PrizeClaimPage> {
  const { state, ...rest } = query;
  return api.call(prizeApi.claims, {
    ...rest,
    ...(state ? { state } : {}),
    pageSize: PRIZE_CLAIMS_PAGE_SIZE,
  });
}

export interface CouponTarget {
  surveyCode: string;
  lotteryId: string;
  prizeIndex: number;
}

export function addCouponCodes(target: CouponTarget, text: string): Promise<CouponCodesAdded> {
  return api.call(prizeApi.addCodes, { ...target, text }, { handles: 'all' });
}

export function uploadCouponCodes(
  target: CouponTarget,
  file: Blob,
  fileName: string,
): Promise<CouponCodesAdded> {
  return api.call(prizeApi.uploadCodes, target, {
    form: toFormData([{ name: 'file', file, fileName }]),
    handles: 'all',
  });
}

export function shipPrize(winnerId: number, trackingNo: string): Promise<Winner> {
  return api.call(lotteryApi.ship, { winnerId, trackingNo }, { handles: 'all' });
}

export function exportPrizeClaims(
  target: CouponTarget & { state?: PrizeClaimState | undefined },
): Promise<DownloadTask> {
  const { state, ...rest } = target;
  return api.call(prizeApi.export, { ...rest, ...(state ? { state } : {}) });
}
