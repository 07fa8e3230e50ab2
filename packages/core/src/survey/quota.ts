import { z } from 'zod';
import { QuestionType } from '../model/enums.ts';

/**
 * Quotas (issue 5 "Settings"): a target count of complete responses matching a combination of
 * options. A quota's conditions all hold (AND across questions); within one condition any of its
 * options will do (OR). When `filled` reaches `target` the action applies: `screen_out` ends the
 * response at the screen-out page, `close_option` hides the condition's options from later
 * respondents.
 */
export const QUOTA_NAME_MAX = 100;
export const QUOTA_CONDITIONS_MAX = 10;
export const QUOTA_TARGET_MAX = 10_000_000;
export const QUOTAS_PER_SURVEY_MAX = 200;

/** Choice questions whose options can form a quota. */
export const QUOTA_QUESTION_TYPES: readonly number[] = [
  QuestionType.SingleChoice,
  QuestionType.MultipleChoice,
  QuestionType.Dropdown,
  QuestionType.ImageChoice,
  QuestionType.VoteChoice,
  QuestionType.VoteImageChoice,
];

export const ZQuotaAction = z.enum(['screen_out', 'close_option']);
export type QuotaAction = z.infer<typeof ZQuotaAction>;

export const ZQuotaCondition = z.object({
  nodeId: z.number().int().positive(),
  optionIds: z
    .array(z.number().int().positive())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'an option is listed twice'),
});
export type QuotaCondition = z.infer<typeof ZQuotaCondition>;

export const ZQuotaRule = z.object({
  name: z.string().trim().min(1).max(QUOTA_NAME_MAX),
  conditions: z
    .array(ZQuotaCondition)
    .min(1)
    .max(QUOTA_CONDITIONS_MAX)
    .refine((c) => new Set(c.map((x) => x.nodeId)).size === c.length, 'a question is used twice'),
  target: z.number().int().min(1).max(QUOTA_TARGET_MAX),
  action: ZQuotaAction,
});
export type QuotaRule = z.infer<typeof ZQuotaRule>;

/** Whether a response's chosen options (by question id) fall in the quota. */
export function quotaMatches(
  quota: Pick<QuotaRule, 'conditions'>,
  chosen: ReadonlyMap<number, ReadonlySet<number>>,
): boolean {
  return quota.conditions.every((c) => {
    const picked = chosen.get(c.nodeId);
    return picked !== undefined && c.optionIds.some((id) => picked.has(id));
  });
}

export type QuotaIssueCode = 'unknownQuestion' | 'notChoiceQuestion' | 'unknownOption';

/**
 * Checks a quota's conditions against the survey's questions (id → type and option ids):
 * every question exists and is a choice question, every option belongs to it.
 */
export function quotaIssues(
  quota: Pick<QuotaRule, 'conditions'>,
  questions: ReadonlyMap<number, { type: number; optionIds: ReadonlySet<number> }>,
): { nodeId: number; code: QuotaIssueCode }[] {
  const issues: { nodeId: number; code: QuotaIssueCode }[] = [];
  for (const c of quota.conditions) {
    const q = questions.get(c.nodeId);
    if (!q) issues.push({ nodeId: c.nodeId, code: 'unknownQuestion' });
    else if (!QUOTA_QUESTION_TYPES.includes(q.type))
      issues.push({ nodeId: c.nodeId, code: 'notChoiceQuestion' });
    else if (c.optionIds.some((id) => !q.optionIds.has(id)))
      issues.push({ nodeId: c.nodeId, code: 'unknownOption' });
  }
  return issues;
}
