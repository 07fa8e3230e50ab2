import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZFen } from '../money/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { envelopeConfigIssues } from './envelope-rules.ts';
import {
  ZAuditState,
  ZCampaignAction,
  ZCampaignId,
  ZCampaignStatus,
  ZCleaningVerdict,
  ZEnvelopeAmount,
  ZEnvelopeConfigShape,
  ZEpochMs,
  ZGrantStatus,
  ZReviewMode,
} from './envelope-schemas.ts';
import { refineWith } from './issues.ts';
import { ENVELOPE_PAGE_SIZE } from './limits.ts';

/** A complete, acceptable configuration: the shape refined by the rules (one source of truth). */
export const ZEnvelopeConfig = ZEnvelopeConfigShape.superRefine(refineWith(envelopeConfigIssues));

/** An unpaid order the author pays next (order/pay/{id}); the money module owns orders. */
export const ZOrderRef = z.object({ id: z.string(), amountFen: ZFen });
export type OrderRef = z.infer<typeof ZOrderRef>;

export const ZCampaign = ZEnvelopeConfigShape.extend({
  id: ZCampaignId,
  status: ZCampaignStatus,
  /** Paid out to respondents. */
  paidFen: ZFen,
  /** Reserved for grants awaiting review or payout. */
  heldFen: ZFen,
  /** Returned to the wallet when the campaign ended. */
  refundedFen: ZFen,
  grantCount: z.number().int().min(0),
  /** The order waiting to be paid (the budget, or a top-up), if any. */
  pendingOrder: ZOrderRef.nullable(),
  createdAt: ZEpochMs,
  updatedAt: ZEpochMs,
  endedAt: ZEpochMs.nullable(),
});
export type Campaign = z.infer<typeof ZCampaign>;

export const ZCampaignPage = ZPaged(ZCampaign);
export type CampaignPage = z.infer<typeof ZCampaignPage>;

/** GET red-envelope: one survey's campaigns, newest first, 10 a page ("load more" asks page + 1). */
export const ZEnvelopeListQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  pageSize: z.coerce.number().int().min(1).max(50).default(ENVELOPE_PAGE_SIZE),
});

export const ZCampaignIdParams = z.object({ id: ZCampaignId });

/** POST red-envelope answers the draft campaign and the order for its budget (status paying). */
export const ZCampaignCreated = z.object({ campaign: ZCampaign, order: ZOrderRef });

/** One grant: the envelope a response won, its review and its payout. */
export const ZGrant = z.object({
  id: z.number().int(),
  campaignId: ZCampaignId,
  /** The response's id (a UUID, as everywhere else in the report). */
  responseId: z.string(),
  amountFen: ZFen,
  status: ZGrantStatus,
  review: ZReviewMode,
  cleaning: ZCleaningVerdict,
  audit: ZAuditState,
  /** The winner's messaging-app identity, masked (null until claimed). */
  payee: z.string().nullable(),
  grantedAt: ZEpochMs,
  paidAt: ZEpochMs.nullable(),
  /** Why a payout failed or a grant was rejected. */
  note: z.string().nullable(),
});
export type Grant = z.infer<typeof ZGrant>;

export const ZEnvelopeLogsQuery = ZPageQuery.extend({
  id: ZCampaignId,
  status: ZGrantStatus.optional(),
  audit: ZAuditState.optional(),
});
export const ZGrantPage = ZPaged(ZGrant);
export type GrantPage = z.infer<typeof ZGrantPage>;

export const ZAuditDecision = z.enum(['approved', 'rejected']);
/** POST red-envelope/audit: decide named responses' grants. */
export const ZAuditBody = z.object({
  id: ZCampaignId,
  /** Response ids are UUIDs (the report's ids); the first draft said integers, which no response has. */
  responseIds: z.array(z.uuid()).min(1).max(1000),
  decision: ZAuditDecision,
});
/** POST red-envelope/audit/all: every grant still pending. */
export const ZAuditAllBody = z.object({ id: ZCampaignId, decision: ZAuditDecision });
/** POST red-envelope/audit/upload: an xlsx whose first column holds response ids; fields in the query. */
export const ZAuditUploadQuery = ZAuditAllBody;
export const ZAuditResult = z.object({
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Ids with no pending grant of this campaign (unknown, already decided, invalid). */
  skipped: z.array(z.string()),
});
export type AuditResult = z.infer<typeof ZAuditResult>;

export const ZStatusBody = z.object({ id: ZCampaignId, action: ZCampaignAction });
/** The campaign after the action; null once deleted. */
export const ZStatusResult = ZCampaign.nullable();

/** POST red-envelope/update: the fields to change (rules: rewards' `checkEdit`). */
export const ZEnvelopeUpdateBody = z.object({
  id: ZCampaignId,
  name: z.string().trim().min(1).max(50).optional(),
  budgetFen: ZFen.optional(),
  amount: ZEnvelopeAmount.optional(),
  probability: z.number().int().optional(),
  perRespondentLimit: z.number().int().optional(),
  perDeviceLimit: z.number().int().optional(),
  startAt: ZEpochMs.nullable().optional(),
  endAt: ZEpochMs.nullable().optional(),
  review: ZReviewMode.optional(),
});
export type EnvelopeUpdateBody = z.infer<typeof ZEnvelopeUpdateBody>;
/** A raised budget while running is a new order for the difference. */
export const ZEnvelopeUpdated = z.object({ campaign: ZCampaign, topUp: ZOrderRef.nullable() });

/** GET red-envelope/refund/{id}: ends the campaign; a second call refunds nothing more. */
export const ZRefundResult = z.object({
  campaign: ZCampaign,
  /** Moved back to the wallet by this call (0 on a repeat). */
  refundedFen: ZFen,
  /** Still held for grants awaiting review; refunded as those are rejected. */
  heldFen: ZFen,
});

/** POST /report/v1/data-export/red-envelope: the campaign's grant log as xlsx. */
export const ZEnvelopeExportBody = z.object({ id: ZCampaignId, status: ZGrantStatus.optional() });
/** GET /report/v1/data-export/state: one export task's state (poll until done, then download). */
export const ZExportStateQuery = z.object({ id: z.coerce.number().int().positive() });
