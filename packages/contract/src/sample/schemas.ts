import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZFen } from '../money/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZOrderRef } from '../rewards/envelope-records.ts';
import { ZEpochMs } from '../rewards/envelope-schemas.ts';
import {
  SAMPLE_OPERATORS,
  SAMPLE_PAGE_SIZE,
  SAMPLE_QUANTITY_MAX,
  SAMPLE_TAG_KEYS,
  SAMPLE_TAGS,
} from './pricing.ts';

export const ZSampleId = z.string().regex(/^sp_[A-Za-z0-9_-]{8,40}$/);

/**
 * draft (its order cancelled) → paying (an unpaid order) → fielding (paid; the panel delivers) →
 * auditing (every ordered complete delivered, some not yet decided) → completed (the accepted
 * ones paid, the rest refunded); cancelled (a draft or paying order given up).
 */
export const ZSampleStatus = z.enum(['draft', 'paying', 'fielding', 'auditing', 'completed', 'cancelled']);
export type SampleStatus = z.infer<typeof ZSampleStatus>;

/** One targeting condition: a tag, in or not in a set of its values. */
export const ZSampleTag = z
  .object({
    key: z.enum(SAMPLE_TAG_KEYS as [string, ...string[]]),
    operator: z.enum(SAMPLE_OPERATORS),
    value: z.array(z.string().max(32)).min(1).max(10),
  })
  .superRefine((tag, ctx) => {
    const known = SAMPLE_TAGS[tag.key as keyof typeof SAMPLE_TAGS] as Record<string, number> | undefined;
    for (const v of tag.value)
      if (!known || !(v in known)) ctx.addIssue({ code: 'custom', path: ['value'], message: `unknown ${v}` });
    if (new Set(tag.value).size !== tag.value.length)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'repeated value' });
  });
export type SampleTag = z.infer<typeof ZSampleTag>;

const ZTags = z
  .array(ZSampleTag)
  .max(SAMPLE_TAG_KEYS.length)
  .refine((tags) => new Set(tags.map((t) => t.key)).size === tags.length, 'one condition per tag');

/** POST sample: a new order (no id) or an edit of a draft or paying one (its id). */
export const ZSampleSaveBody = z.object({
  id: ZSampleId.optional(),
  surveyCode: ZProjectCode,
  name: z.string().trim().min(1).max(50),
  tags: ZTags,
  quantity: z.number().int().min(1).max(SAMPLE_QUANTITY_MAX),
  /** Expected share of invited panellists who qualify, in per cent. */
  incidence: z.number().int().min(1).max(100),
  /** Keep as a draft: no money order yet (saving again without it makes one). */
  draft: z.boolean().optional(),
});
export type SampleSaveBody = z.infer<typeof ZSampleSaveBody>;

export const ZSampleOrder = z.object({
  id: ZSampleId,
  surveyCode: ZProjectCode,
  name: z.string(),
  tags: z.array(ZSampleTag),
  quantity: z.number().int(),
  incidence: z.number().int(),
  questions: z.number().int(),
  priceFen: ZFen,
  budgetFen: ZFen,
  status: ZSampleStatus,
  provider: z.string(),
  /** Completes the panel delivered (replacements included). */
  delivered: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Delivered, not yet decided. */
  pending: z.number().int(),
  /** Respondents the delivery job still owes (0 when idle). */
  owed: z.number().int(),
  /** Why the panel's last delivery failed (the survey closed or full), null when it did not. */
  deliveryError: z.string().nullable(),
  /** What the accepted completes cost (price × accepted), paid to the panel at completion. */
  spentFen: ZFen,
  refundedFen: ZFen,
  pendingOrder: ZOrderRef.nullable(),
  paidOrderId: z.string().nullable(),
  createdAt: ZEpochMs,
  updatedAt: ZEpochMs,
  completedAt: ZEpochMs.nullable(),
});
export type SampleOrder = z.infer<typeof ZSampleOrder>;

export const ZSamplePage = ZPaged(ZSampleOrder);
export type SamplePage = z.infer<typeof ZSamplePage>;
export const ZSampleListQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  pageSize: z.coerce.number().int().min(1).max(50).default(SAMPLE_PAGE_SIZE),
});
export const ZSampleIdParams = z.object({ id: ZSampleId });
export const ZSampleSaved = z.object({ sample: ZSampleOrder, order: ZOrderRef.nullable() });

/** GET sample/tag: the catalogue with each value's share of the panel (per cent). */
export const ZSampleTagCatalogue = z.object({
  operators: z.array(z.enum(SAMPLE_OPERATORS)),
  tags: z.array(
    z.object({ key: z.string(), values: z.array(z.object({ value: z.string(), share: z.number() })) }),
  ),
});

/** GET nodes/count/{id} (id: the survey code): what the price counts. */
export const ZNodesCountParams = z.object({ id: ZProjectCode });
export const ZNodesCount = z.object({ questions: z.number().int(), published: z.boolean() });

export const ZCompleteState = z.enum(['pending', 'accepted', 'rejected']);
/** A cleaning rule's verdict on one complete: why the survey's rules would mark it invalid. */
export const ZSampleSuggestion = z.object({
  type: z.string(),
  detail: z.string(),
});
export const ZSampleComplete = z.object({
  id: z.number().int(),
  responseId: z.string(),
  panelistId: z.string(),
  round: z.number().int(),
  state: ZCompleteState,
  reason: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** The panellist's targeting values (how the simulator made them answer stays hidden: the audit finds it). */
  profile: z.record(z.string(), z.string()),
  deliveredAt: ZEpochMs,
  auditedAt: ZEpochMs.nullable(),
  suggestions: z.array(ZSampleSuggestion),
});
export type SampleComplete = z.infer<typeof ZSampleComplete>;

/** POST answer/sample: the order's delivered completes, oldest first, paged; optional state. */
export const ZSampleAnswersBody = z.object({
  id: ZSampleId,
  state: ZCompleteState.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(SAMPLE_PAGE_SIZE),
});
export const ZSampleAnswers = ZPaged(ZSampleComplete);

/** POST answer/sample/audit: accept or reject delivered completes (a rejection needs a reason). */
export const ZSampleAuditBody = z.object({
  id: ZSampleId,
  decisions: z
    .array(
      z
        .object({
          completeId: z.number().int().positive(),
          accept: z.boolean(),
          reason: z.string().trim().max(200).optional(),
        })
        .refine((d) => d.accept || (d.reason ?? '').length > 0, {
          message: 'a rejection needs a reason',
          path: ['reason'],
        }),
    )
    .min(1)
    .max(500),
});
export const ZSampleAuditResult = z.object({
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Completes not pending (already decided, or not of this order). */
  skipped: z.number().int(),
  /** Replacements the panel was asked for. */
  replacements: z.number().int(),
  sample: ZSampleOrder,
});

export const ZSampleExportBody = z.object({ id: ZSampleId });
/** Resume delivery: the order a delivery error stopped. */
export const ZSampleResumeBody = z.object({ id: ZSampleId });
