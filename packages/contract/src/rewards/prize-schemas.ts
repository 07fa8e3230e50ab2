import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZFen } from '../money/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZResponseId } from '../respond/schemas.ts';
import { ZCampaignId, ZCampaignStatus, ZEpochMs } from './envelope-schemas.ts';
import { ZLotteryMode, ZWinnerStatus } from './lottery-schemas.ts';

/**
 * The prize settings area (spec doc 1 "Prize is also a settings area"; ours in detail): the
 * survey's prizes across its lotteries, coupon codes added to a running prize, physical prizes'
 * claims shipped. Rules in docs/ARCHITECTURE.md "Rewards: the prize centre".
 */

/** The longest coupon code kept (as the lottery form's codes). */
export const COUPON_CODE_MAX_LENGTH = 100;
/** The download centre's subType of a prize-claims export (ours; 17 envelopes, 18 sample). */
export const DOWNLOAD_SUBTYPE_PRIZE_CLAIMS = 19;
/** At most this many lotteries of one survey are shown, newest first. */
export const PRIZE_OVERVIEW_MAX_LOTTERIES = 50;

/** One prize's figures: stock (codes for a coupon), drawn, claimed, shipped, left. */
export const ZPrizeStock = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  kind: z.enum(['cash', 'coupon', 'physical']),
  amountFen: ZFen.nullable(),
  stock: z.number().int().min(0),
  drawn: z.number().int().min(0),
  /** Winners who have claimed (for cash: named their account), shipped ones included. */
  claimed: z.number().int().min(0),
  shipped: z.number().int().min(0),
  /** Stock not given yet; for a coupon, the unused codes. */
  left: z.number().int().min(0),
});
export type PrizeStock = z.infer<typeof ZPrizeStock>;

export const ZPrizeLottery = z.object({
  id: ZCampaignId,
  name: z.string(),
  status: ZCampaignStatus,
  mode: ZLotteryMode,
  /** Whether coupon codes may still be added: not once a lottery has ended and drawn its last prize. */
  acceptsCodes: z.boolean(),
  prizes: z.array(ZPrizeStock),
});
export type PrizeLottery = z.infer<typeof ZPrizeLottery>;

/** GET prize/overview: the survey's lotteries (newest first, up to 50) with their prizes' figures. */
export const ZPrizeOverview = z.object({ lotteries: z.array(ZPrizeLottery) });
export type PrizeOverview = z.infer<typeof ZPrizeOverview>;

/** Where a coupon or physical prize stands: not claimed, claimed (physical: waiting to ship), shipped. */
export const ZPrizeClaimState = z.enum(['unclaimed', 'claimed', 'shipped']);
export type PrizeClaimState = z.infer<typeof ZPrizeClaimState>;

export const ZPrizeClaimsQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  lotteryId: ZCampaignId,
  prizeIndex: z.coerce.number().int().min(0).max(7).optional(),
  state: ZPrizeClaimState.optional(),
});
export type PrizeClaimsQuery = z.input<typeof ZPrizeClaimsQuery>;

/** One coupon or physical winner in the prize centre. */
export const ZPrizeClaim = z.object({
  winnerId: z.number().int(),
  responseId: ZResponseId,
  prizeIndex: z.number().int().min(0),
  prizeName: z.string(),
  kind: z.enum(['coupon', 'physical']),
  status: ZWinnerStatus,
  /** The claim form's answers; masked (张*, 138****5678) for a caller without the launch right. */
  claim: z.record(z.string(), z.string()).nullable(),
  /** Once claimed; masked (AB****YZ) for a caller without the launch right. */
  couponCode: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: ZEpochMs.nullable(),
  /** Until when the tracking number may be corrected (null: not shipped). */
  trackingEditableUntil: ZEpochMs.nullable(),
  wonAt: ZEpochMs,
  claimedAt: ZEpochMs.nullable(),
});
export type PrizeClaim = z.infer<typeof ZPrizeClaim>;

export const ZPrizeClaimPage = ZPaged(ZPrizeClaim).extend({
  /** True when contact details and codes were masked (the caller lacks the launch right). */
  masked: z.boolean(),
});
export type PrizeClaimPage = z.infer<typeof ZPrizeClaimPage>;

const ZCouponTarget = {
  surveyCode: ZProjectCode,
  lotteryId: ZCampaignId,
  prizeIndex: z.coerce.number().int().min(0).max(7),
};

/** POST prize/codes: pasted codes, one a line (tabs, commas and semicolons also separate). */
export const ZCouponCodesBody = z.object({ ...ZCouponTarget, text: z.string().max(1_200_000) });
export type CouponCodesBody = z.infer<typeof ZCouponCodesBody>;
/** POST prize/codes/upload: the same target in the query, the file (.xlsx first column, or .txt) in the form. */
export const ZCouponCodesUploadQuery = z.object(ZCouponTarget);

/** What adding codes did: added, refused as duplicates (within the batch or already held), malformed. */
export const ZCouponCodesAdded = z.object({
  added: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  /** Codes too long to keep (the first 20). */
  invalid: z.array(z.string()),
  /** The prize's codes and unused codes after the addition. */
  codes: z.number().int().min(0),
  left: z.number().int().min(0),
});
export type CouponCodesAdded = z.infer<typeof ZCouponCodesAdded>;

/** POST data-export/prize-claims: a download-centre task of a lottery's coupon and physical claims. */
export const ZPrizeExportBody = z.object({
  surveyCode: ZProjectCode,
  lotteryId: ZCampaignId,
  prizeIndex: z.number().int().min(0).max(7).optional(),
  state: ZPrizeClaimState.optional(),
});
export type PrizeExportBody = z.infer<typeof ZPrizeExportBody>;
