import {
  ZDisplayRule,
  ZJumpRule,
  ZLogicRule,
  ZOptionDisplayRule,
  ZOptionInRule,
  ZValidateRule,
} from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode, ZSurveySaved } from '../projects/schemas.ts';

/**
 * The logic calls (issue 5; named like the node calls): GET logic lists a survey's rules, POST
 * logic/save creates one rule (no `id`) or replaces one (`id`), POST logic/remove/{id} deletes
 * one. Edits follow the node edits' rules: x-node-v checked (A0120), version raised, the survey
 * marked edited. Save-time checks answer A0404 / A0400 / A0121 (condition on a later question) /
 * A0122 (jump backward) / A0123 (circle) / A0124 (too many rules), with `data.issues`.
 */
export const ZLogicListQuery = z.object({ surveyCode: ZProjectCode });

/** A rule as the editor sends it: no id (the call carries it), model derived from the type. */
const omitted = { id: true, model: true } as const;
const model = { model: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional() };

export const ZLogicRuleDraft = z.discriminatedUnion('type', [
  ZJumpRule.omit(omitted).extend(model),
  ZDisplayRule.omit(omitted).extend(model),
  ZOptionInRule.omit(omitted).extend(model),
  ZOptionDisplayRule.omit(omitted).extend(model),
  ZValidateRule.omit(omitted).extend(model),
]);
export type LogicRuleDraft = z.input<typeof ZLogicRuleDraft>;

export const ZLogicSaveBody = z.object({
  surveyCode: ZProjectCode,
  /** The rule to replace; absent: a new rule. */
  id: z.number().int().positive().optional(),
  rule: ZLogicRuleDraft,
});
export type LogicSaveBody = z.input<typeof ZLogicSaveBody>;

export const ZLogicRemoveBody = z.object({ surveyCode: ZProjectCode });

/** What a logic edit answers: the rule saved (or removed) and the survey's new edit state. */
export const ZLogicEdited = z.object({ rule: ZLogicRule, saved: ZSurveySaved });
export type LogicEdited = z.infer<typeof ZLogicEdited>;

export const ZLogicList = z.array(ZLogicRule);

/** `data` of a 00001 refusal: the rules that refer to what the delete would remove. */
export const ZLinkedLogic = z.object({ rules: z.array(ZLogicRule) });
export type LinkedLogic = z.infer<typeof ZLinkedLogic>;
