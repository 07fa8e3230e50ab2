import { z } from 'zod';
import { ZRecordId } from '../design/common.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Data cleaning calls (/api/report/v1/cleaning/...): rules over a survey's complete responses,
 * a preview of what they match, marking the matches invalid in one step, the log, and undo.
 * The rule shapes are the ones @cairn/stats evaluates (stats/src/cleaning/types.ts).
 */
export const CLEANING_RULES_MAX = 6;
export const CLEANING_PREVIEW_PAGE_MAX = 200;

export const ZCleaningRule = z.discriminatedUnion('type', [
  // One shape for both modes (a discriminated union takes each type once); the mode picks the value used.
  z.object({
    type: z.literal('too-fast'),
    mode: z.enum(['seconds', 'median-share']),
    seconds: z.number().int().min(1).max(86_400).default(60),
    share: z.number().min(0.01).max(1).default(0.3),
  }),
  z.object({ type: z.literal('straight-lining'), minRows: z.number().int().min(3).max(100).default(3) }),
  z.object({ type: z.literal('duplicate-device') }),
  z.object({ type: z.literal('duplicate-ip') }),
  z.object({
    type: z.literal('meaningless-text'),
    minLength: z.number().int().min(0).max(100),
    repeated: z.boolean(),
    noWord: z.boolean(),
  }),
]);
export type CleaningRuleInput = z.input<typeof ZCleaningRule>;
export const CLEANING_RULE_TYPES = [
  'too-fast',
  'straight-lining',
  'duplicate-device',
  'duplicate-ip',
  'meaningless-text',
] as const;
export type CleaningRuleType = (typeof CLEANING_RULE_TYPES)[number];

export const ZCleaningBody = z.object({
  surveyCode: ZProjectCode,
  combine: z.enum(['and', 'or']),
  rules: z.array(ZCleaningRule).min(1, 'choose at least one rule').max(CLEANING_RULES_MAX),
  /** The filter active on the report: only its responses are candidates (absent/null: all). */
  filterId: z.number().int().positive().nullable().optional(),
});
export type CleaningBody = z.input<typeof ZCleaningBody>;

export const ZCleaningPreviewBody = ZCleaningBody.extend({
  pageSize: z.number().int().min(1).max(CLEANING_PREVIEW_PAGE_MAX).default(50),
});
export type CleaningPreviewBody = z.input<typeof ZCleaningPreviewBody>;

/** Why a response matched one rule; questions are named by their codes (Q3). */
export const ZCleaningReason = z.discriminatedUnion('type', [
  z.object({ type: z.literal('too-fast'), durationMs: z.number(), thresholdMs: z.number() }),
  z.object({ type: z.literal('straight-lining'), questions: z.array(z.string()) }),
  z.object({ type: z.literal('duplicate-device'), value: z.string() }),
  z.object({ type: z.literal('duplicate-ip'), value: z.string() }),
  z.object({
    type: z.literal('meaningless-text'),
    answers: z.array(z.object({ question: z.string(), text: z.string() })),
  }),
]);
export type CleaningReason = z.infer<typeof ZCleaningReason>;

export const ZCleaningMatch = z.object({
  responseId: z.string(),
  submittedAt: z.number().nullable(),
  durationMs: z.number().nullable(),
  reasons: z.array(ZCleaningReason),
});
export type CleaningMatch = z.infer<typeof ZCleaningMatch>;

export const ZCleaningPreview = z.object({
  /** Complete responses the rules ran over. */
  candidates: z.number().int(),
  matched: z.number().int(),
  /** Matches per rule, in the order of the request. */
  perRule: z.array(z.object({ type: z.enum(CLEANING_RULE_TYPES), matched: z.number().int() })),
  /** Median duration of the complete responses (ms); null when none has one. */
  medianMs: z.number().nullable(),
  /** The first matches, oldest first. */
  records: z.array(ZCleaningMatch),
});
export type CleaningPreview = z.infer<typeof ZCleaningPreview>;

export const ZCleaningApplied = z.object({ runId: z.number().int(), affected: z.number().int() });
export type CleaningApplied = z.infer<typeof ZCleaningApplied>;

export const ZCleaningRunsQuery = z.object({ surveyCode: ZProjectCode });

export const ZCleaningRun = z.object({
  id: z.number().int(),
  kind: z.enum(['apply', 'undo']),
  at: z.number(),
  userName: z.string().nullable(),
  combine: z.enum(['and', 'or']).nullable(),
  rules: z.array(ZCleaningRule),
  /** Responses this run changed. */
  affected: z.number().int(),
  /** Apply runs: when undone (null while in force). */
  undoneAt: z.number().nullable(),
  /** Undo runs: the run undone. */
  undoOf: z.number().int().nullable(),
});
export type CleaningRun = z.infer<typeof ZCleaningRun>;

export const ZCleaningUndoParams = z.object({ runId: ZRecordId });
export const ZCleaningUndoBody = z.object({ surveyCode: ZProjectCode });
export const ZCleaningUndone = z.object({ runId: z.number().int(), restored: z.number().int() });
export type CleaningUndone = z.infer<typeof ZCleaningUndone>;
