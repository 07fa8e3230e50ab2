import { z } from 'zod';
import { CONDITION_DEFAULTS, CONDITION_ITEM_DEFAULTS } from './condition-defaults.ts';
import { LogicType, OPERATOR_VALUES, type OperatorValue } from './logic-codes.ts';

/**
 * Logic rules (spec doc 1 §3 "Logic"). One rule belongs to one question (`nodeId`, the question
 * it is shown under in the designer) and holds a condition over earlier answers plus what to do
 * when the condition holds. The numbers are the spec's; names are ours. This schema is the single
 * source for the engine (`logic/evaluate-*`), the save-time checks, the API and the editor.
 */

export {
  LogicModel,
  type LogicModelValue,
  LogicType,
  type LogicTypeValue,
  OPERATOR_VALUES,
  Operator,
  type OperatorValue,
} from './logic-codes.ts';

const id = z.number().int();
const ZOperator = z.union(OPERATOR_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<OperatorValue>]);

/**
 * One test over one earlier question. `subId` narrows to a sub-question (matrix row, form field,
 * proportion item ...; an option record of type 2). Comparisons (8–14) compare the answer's number
 * (score, value, count, rank position of `optionIds[0]` for rank) or, for text, the text.
 */
export const ZConditionItem = z.object({
  nodeId: id,
  optionType: ZOperator,
  optionIds: z.array(id).default(() => [...CONDITION_ITEM_DEFAULTS.optionIds]),
  subId: id.nullable().default(CONDITION_ITEM_DEFAULTS.subId),
  value: z.union([z.number(), z.string()]).nullable().default(CONDITION_ITEM_DEFAULTS.value),
  value2: z.number().nullable().default(CONDITION_ITEM_DEFAULTS.value2),
  /** CheckedCount only: how the count is compared with `value` (8–13; default 8 equal). */
  compare: ZOperator.nullable().default(CONDITION_ITEM_DEFAULTS.compare),
});
export type ConditionItem = z.infer<typeof ZConditionItem>;

export const ZCondition = z.object({
  relation: z.enum(['and', 'or']).default(CONDITION_DEFAULTS.relation),
  nodes: z.array(ZConditionItem).min(1).max(50),
});
export type Condition = z.infer<typeof ZCondition>;

/** Where a jump goes: a later question or page break, the end of the survey, or screen-out. */
export const ZJumpTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('node'), nodeId: id }),
  z.object({ kind: z.literal('end') }),
  z.object({ kind: z.literal('screen_out') }),
]);
export type JumpTarget = z.infer<typeof ZJumpTarget>;

/** show: only when the condition holds; hide: not when it holds; select: pre-select (options);
 * hide_select: not shown but answered as selected (options). */
export const ZDisplayAction = z.enum(['show', 'hide', 'select', 'hide_select']);
export type DisplayAction = z.infer<typeof ZDisplayAction>;

/**
 * Carry forward (option-in): the rule's question takes options from `sourceNodeId`.
 * all / all_text: every source option (…_text: with the respondent's "other" text as the title);
 * checked / checked_text / unchecked: by the source answer; includes / not_includes: the listed
 * `optionIds` among the checked ones (or not); compare / between: options whose score, value or
 * rank in the source answer passes `operator`/`value` (`between`: value..value2).
 */
export const ZCarryMode = z.enum([
  'all',
  'all_text',
  'checked',
  'checked_text',
  'unchecked',
  'includes',
  'not_includes',
  'compare',
  'between',
]);
export type CarryMode = z.infer<typeof ZCarryMode>;

const ruleBase = {
  id,
  /** The question the rule belongs to. */
  nodeId: id,
  /** The option the rule is about (model Option), else 0. */
  optionId: id.default(0),
  model: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  condition: ZCondition,
};

export const ZJumpRule = z.object({ ...ruleBase, type: z.literal(LogicType.Jump), target: ZJumpTarget });
/** Shows or hides the rule's question (`nodeId`). */
export const ZDisplayRule = z.object({
  ...ruleBase,
  type: z.literal(LogicType.Display),
  action: z.enum(['show', 'hide']),
});
export const ZOptionInRule = z.object({
  ...ruleBase,
  type: z.literal(LogicType.OptionIn),
  sourceNodeId: id,
  mode: ZCarryMode,
  optionIds: z.array(id).default([]),
  operator: ZOperator.nullable().default(null),
  value: z.number().nullable().default(null),
  value2: z.number().nullable().default(null),
});
/** Shows, hides or pre-selects `optionIds` of the rule's question. */
export const ZOptionDisplayRule = z.object({
  ...ruleBase,
  type: z.literal(LogicType.OptionDisplay),
  action: ZDisplayAction,
  optionIds: z.array(id).min(1),
});
/** When the condition holds, the rule's question fails with `message`. */
export const ZValidateRule = z.object({
  ...ruleBase,
  type: z.literal(LogicType.Validate),
  message: z.string().trim().min(1).max(200),
});

export const ZLogicRule = z.discriminatedUnion('type', [
  ZJumpRule,
  ZDisplayRule,
  ZOptionInRule,
  ZOptionDisplayRule,
  ZValidateRule,
]);
export type LogicRule = z.infer<typeof ZLogicRule>;
export type JumpRule = z.infer<typeof ZJumpRule>;
export type DisplayRule = z.infer<typeof ZDisplayRule>;
export type OptionInRule = z.infer<typeof ZOptionInRule>;
export type OptionDisplayRule = z.infer<typeof ZOptionDisplayRule>;
export type ValidateRule = z.infer<typeof ZValidateRule>;
