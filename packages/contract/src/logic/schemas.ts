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

/** A branch path whose entry condition tests what an edit removes or moves to/after the split. */
export const ZLinkedBranch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Indexes of the condition items that would go stale (cleared when forced). */
  items: z.array(z.number().int()),
  /** The questions those items test. */
  nodeIds: z.array(z.number().int()),
});
export type LinkedBranch = z.infer<typeof ZLinkedBranch>;

/**
 * `data` of a 00001 refusal: the rules that refer to what the edit would remove, and the branch
 * paths whose conditions test it (branch conditions are logic too); forced, the rules are
 * deleted and those condition items cleared.
 */
export const ZLinkedLogic = z.object({
  rules: z.array(ZLogicRule),
  branches: z.array(ZLinkedBranch).default([]),
});
export type LinkedLogic = z.infer<typeof ZLinkedLogic>;
