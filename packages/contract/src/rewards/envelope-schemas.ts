import { z } from 'zod';
import { ZFen } from '../money/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ENVELOPE_BUDGET_MAX_FEN } from './limits.ts';

/**
 * Envelope campaign shapes (issue 23; spec doc 2 "Red envelopes" leaves payloads "not shown").
 * These check types only; the rules (amount limits, window, budget) are `envelopeConfigIssues`
 * (envelope-rules.ts), which `ZEnvelopeConfig` runs as its refinement.
 */

/** Epoch milliseconds. */
export const ZEpochMs = z.number().int().min(0);
/** A campaign's public id (the server makes it; opaque to clients). */
export const ZCampaignId = z.string().trim().min(1).max(40);

export const ZEnvelopeAmount = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('fixed'), amountFen: ZFen }),
  z.object({ mode: z.literal('random'), minFen: ZFen, maxFen: ZFen }),
]);
export type EnvelopeAmount = z.infer<typeof ZEnvelopeAmount>;

/** auto: paid once the survey's cleaning rules say valid; manual: after the audit calls; none: at once. */
export const ZReviewMode = z.enum(['auto', 'manual', 'none']);
export type ReviewMode = z.infer<typeof ZReviewMode>;

export const ZEnvelopeConfigShape = z.object({
  name: z.string().trim().min(1).max(50),
  surveyCode: ZProjectCode,
  budgetFen: ZFen.max(ENVELOPE_BUDGET_MAX_FEN),
  amount: ZEnvelopeAmount,
  /** Integer percent, 1–100. */
  probability: z.number().int(),
  perRespondentLimit: z.number().int(),
  perDeviceLimit: z.number().int(),
  /** The window; null: from launch / until ended. */
  startAt: ZEpochMs.nullable().default(null),
  endAt: ZEpochMs.nullable().default(null),
  review: ZReviewMode.default('auto'),
});
export type EnvelopeConfig = z.infer<typeof ZEnvelopeConfigShape>;
export type EnvelopeConfigInput = z.input<typeof ZEnvelopeConfigShape>;

export const ZCampaignStatus = z.enum(['draft', 'paying', 'running', 'paused', 'ended']);
export type CampaignStatus = z.infer<typeof ZCampaignStatus>;

/** What the status call asks for (delete: only a draft or an ended campaign, else A2056). */
export const ZCampaignAction = z.enum(['pause', 'resume', 'end', 'delete']);
export type CampaignAction = z.infer<typeof ZCampaignAction>;

/**
 * A grant's life: reserved at submit (`held` while its review is open), then `paid`, `rejected`
 * (review refused: the reservation returns to the budget) or `failed` (the payout failed; retried
 * or refunded by the operator).
 */
export const ZGrantStatus = z.enum(['held', 'paying', 'paid', 'rejected', 'failed']);
export type GrantStatus = z.infer<typeof ZGrantStatus>;

/**
 * POST red-envelope/payout/retry and lottery/payout/retry: send refused payouts again — the ones
 * named (grant or winner ids), or every failed one of the campaign when `ids` is absent.
 */
export const ZPayoutRetryBody = z.object({
  id: ZCampaignId,
  ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
});
export type PayoutRetryBody = z.infer<typeof ZPayoutRetryBody>;
/** `retried`: payouts sent again; `skipped`: named ids with no failed payout (unknown, paid, not cash). */
export const ZPayoutRetryResult = z.object({
  retried: z.number().int(),
  skipped: z.array(z.number().int()),
});
export type PayoutRetryResult = z.infer<typeof ZPayoutRetryResult>;

export const ZAuditState = z.enum(['pending', 'approved', 'rejected']);
export type AuditState = z.infer<typeof ZAuditState>;
/** The response's cleaning verdict (report → data cleaning). */
export const ZCleaningVerdict = z.enum(['valid', 'invalid', 'pending']);
export type CleaningVerdict = z.infer<typeof ZCleaningVerdict>;
