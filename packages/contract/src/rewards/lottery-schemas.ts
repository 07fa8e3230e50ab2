import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZFen } from '../money/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZResponseId } from '../respond/schemas.ts';
import { ZCampaignAction, ZCampaignId, ZCampaignStatus, ZEpochMs } from './envelope-schemas.ts';
import { refineWith } from './issues.ts';
import { lotteryConfigIssues } from './lottery-rules.ts';

/**
 * Lotteries (issue 23; ours, the spec names the settings areas only): up to 8 prizes, three draw
 * modes. Shapes here; rules in lottery-rules.ts, which `ZLotteryConfig` refines with.
 */

/** instant: each response draws at submit; order: the Nth valid response wins; after-close: drawn once it closes. */
export const ZLotteryMode = z.enum(['instant', 'order', 'after-close']);
export type LotteryMode = z.infer<typeof ZLotteryMode>;

/** A claim form field: the winner of a physical prize fills these in. */
export const ZClaimField = z.object({
  key: z.enum(['name', 'phone', 'address', 'custom']),
  /** The question shown for a custom field. */
  label: z.string().trim().max(30).optional(),
});
export type ClaimField = z.infer<typeof ZClaimField>;

/** What each draw mode reads from a prize; the rules say which one the mode requires. */
const ZPrizeDraw = {
  name: z.string().trim().min(1).max(30),
  /** instant: the chance in basis points (1 = 0.01 %). */
  probabilityBp: z.number().int().optional(),
  /** order: the valid-response positions (1-based) that win this prize. */
  positions: z.array(z.number().int()).max(10_000).optional(),
  /** after-close: how many winners to draw for this prize. */
  winners: z.number().int().optional(),
};

export const ZPrize = z.discriminatedUnion('kind', [
  z.object({ ...ZPrizeDraw, kind: z.literal('cash'), amountFen: ZFen, stock: z.number().int() }),
  /** One code per winner: the stock is the codes. */
  z.object({ ...ZPrizeDraw, kind: z.literal('coupon'), codes: z.array(z.string().max(100)) }),
  z.object({
    ...ZPrizeDraw,
    kind: z.literal('physical'),
    stock: z.number().int(),
    claimFields: z.array(ZClaimField).max(10),
  }),
]);
export type Prize = z.infer<typeof ZPrize>;

export const ZLotteryConfigShape = z.object({
  name: z.string().trim().min(1).max(50),
  surveyCode: ZProjectCode,
  mode: ZLotteryMode,
  prizes: z.array(ZPrize),
  startAt: ZEpochMs.nullable().default(null),
  endAt: ZEpochMs.nullable().default(null),
});
export type LotteryConfig = z.infer<typeof ZLotteryConfigShape>;
export type LotteryConfigInput = z.input<typeof ZLotteryConfigShape>;

export const ZLotteryConfig = ZLotteryConfigShape.superRefine(refineWith(lotteryConfigIssues));

/**
 * POST lottery: create (no id) or update (id) a draft or paying lottery. With cash prizes the save
 * makes the order for their total (status paying; paying it starts the lottery); without, the
 * lottery stays a draft unless `start` is true, which starts it at once (running).
 */
export const ZLotterySaveBody = ZLotteryConfigShape.extend({
  id: ZCampaignId.optional(),
  start: z.boolean().default(false),
});
export type LotterySaveInput = z.input<typeof ZLotterySaveBody>;

export const ZLottery = ZLotteryConfigShape.extend({
  id: ZCampaignId,
  status: ZCampaignStatus,
  /** What each prize has left, by prize index. */
  remaining: z.array(z.number().int().min(0)),
  /** after-close: the recorded seed of the draw (null before it), so anyone can repeat it. */
  drawSeed: z.string().nullable(),
  drawnAt: ZEpochMs.nullable(),
  /** The cash prizes' order while it waits to be paid (order/pay/{id}), else null. */
  pendingOrder: z.object({ id: z.string(), amountFen: ZFen }).nullable(),
  createdAt: ZEpochMs,
  updatedAt: ZEpochMs,
});
export type Lottery = z.infer<typeof ZLottery>;

export const ZLotteryIdParams = z.object({ id: ZCampaignId });

/** GET lottery/list: a survey's lotteries, newest first, paged. */
export const ZLotteryListQuery = ZPageQuery.extend({ surveyCode: ZProjectCode });
export const ZLotteryPage = ZPaged(ZLottery);
export type LotteryPage = z.infer<typeof ZLotteryPage>;

/** POST lottery/status: pause, resume, end (refunds the unspent cash escrow) or delete (draft/ended). */
export const ZLotteryStatusBody = z.object({ id: ZCampaignId, action: ZCampaignAction });
/** The lottery after the action; null once deleted. */
export const ZLotteryStatusResult = ZLottery.nullable();

/** `paying`: a cash payout booked, the provider not yet done (a crash between them is recovered). */
export const ZWinnerStatus = z.enum(['won', 'claimed', 'paying', 'paid', 'shipped', 'failed']);
export type WinnerStatus = z.infer<typeof ZWinnerStatus>;

/** One row of the winners' log. */
export const ZWinner = z.object({
  id: z.number().int(),
  lotteryId: ZCampaignId,
  responseId: ZResponseId,
  prizeIndex: z.number().int().min(0),
  prizeName: z.string(),
  kind: z.enum(['cash', 'coupon', 'physical']),
  amountFen: ZFen.nullable(),
  /** Shown to the author once claimed. */
  couponCode: z.string().nullable(),
  status: ZWinnerStatus,
  /** The claim form's answers by field key (custom fields by their label). */
  claim: z.record(z.string(), z.string()).nullable(),
  wonAt: ZEpochMs,
  claimedAt: ZEpochMs.nullable(),
  /** A shipped physical prize's carrier tracking number and when it first went out. */
  trackingNo: z.string().nullable(),
  shippedAt: ZEpochMs.nullable(),
});
export type Winner = z.infer<typeof ZWinner>;

/** How long after it first went out a shipped prize's tracking number may still be corrected. */
export const TRACKING_EDIT_WINDOW_MS = 7 * 24 * 3600_000;

/** A carrier's tracking number: letters, digits, dashes and spaces (SF1234567890, JD-0001 …). */
export const ZTrackingNo = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'letters, digits, dashes and spaces');

/**
 * POST lottery/ship: the author marks a claimed physical prize shipped with its tracking number;
 * the same number again changes nothing; another one corrects it within TRACKING_EDIT_WINDOW_MS.
 */
export const ZShipBody = z.object({ winnerId: z.number().int().positive(), trackingNo: ZTrackingNo });
export type ShipBody = z.infer<typeof ZShipBody>;

export const ZWinnersQuery = ZPageQuery.extend({
  id: ZCampaignId,
  prizeIndex: z.coerce.number().int().optional(),
});
export const ZWinnerPage = ZPaged(ZWinner);
export type WinnerPage = z.infer<typeof ZWinnerPage>;

/** The respondent's claim: the token from the end page, the form's answers. */
export const ZClaimBody = z.object({
  token: z.string().min(16).max(200),
  fields: z.record(z.string().max(30), z.string().trim().max(200)),
});
export type ClaimBody = z.infer<typeof ZClaimBody>;
export const ZClaimResult = z.object({
  status: ZWinnerStatus,
  /** A coupon prize's code, shown once the claim is recorded. */
  couponCode: z.string().nullable(),
});
export type ClaimResult = z.infer<typeof ZClaimResult>;

/**
 * lottery/result: where a participant of an after-close lottery stands. `drawAt`: when the draw
 * comes (the end time; null when only the author's end starts it). Once won, `prize` carries what
 * the end page shows and the claim token; `surveyCode` and `responseId` open the claim of a cash
 * prize (claim/ticket), as on the end page.
 */
export const ZLotteryResultView = z.object({
  state: z.enum(['pending', 'won', 'lost']),
  lotteryName: z.string(),
  /** The survey's page language: the result page speaks it. */
  lang: z.enum(['zh', 'en']),
  drawAt: ZEpochMs.nullable(),
  drawnAt: ZEpochMs.nullable(),
  surveyCode: ZProjectCode,
  responseId: ZResponseId,
  prize: z
    .object({
      name: z.string(),
      kind: z.enum(['cash', 'coupon', 'physical']),
      amountFen: ZFen.nullable(),
      claimFields: z.array(ZClaimField).nullable(),
      claimToken: z.string(),
      /** Where the prize stands (claimed, shipped …), and a shipped prize's tracking number. */
      status: ZWinnerStatus,
      trackingNo: z.string().nullable(),
      shippedAt: ZEpochMs.nullable(),
    })
    .nullable(),
});
export type LotteryResultView = z.infer<typeof ZLotteryResultView>;
