import { ZCondition } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Bodies and answers of the flow calls (issue 5 "Flow, order, loops"): branch splits, their paths
 * and order modes. Splits are stored in node settings as core's survey/flow.ts describes; every
 * call names one path (a branch node, model 4) of the split it edits.
 */

const ZNodeId = z.number().int().positive();
const withSurvey = { surveyCode: ZProjectCode };

/**
 * Branching on or off (spec: nodes/branch/switch). On: the sibling questions, pages or loops
 * `fromId..toId` (default: to the end of their group) become path 1 of a new split, and an empty
 * path 2 follows; a group around them is cut so reading order stays. Off: every path of the split
 * `id` belongs to goes, their questions go back in order (into the group before the split, if any).
 */
export const ZBranchSwitchBody = z.discriminatedUnion('on', [
  z.object({ ...withSurvey, on: z.literal(true), fromId: ZNodeId, toId: ZNodeId.optional() }),
  z.object({ ...withSurvey, on: z.literal(false), id: ZNodeId }),
]);
export type BranchSwitchBody = z.infer<typeof ZBranchSwitchBody>;

/** A new empty path right after path `id`, without a condition. */
export const ZBranchPathAddBody = z.object({
  ...withSurvey,
  id: ZNodeId,
  name: z.string().max(100).optional(),
});

/** Rename a path and/or set its entry condition (`null`: none, the "otherwise" path). */
export const ZBranchPathUpdateBody = z.object({
  ...withSurvey,
  id: ZNodeId,
  name: z.string().max(100).optional(),
  condition: ZCondition.nullable().optional(),
});
export type BranchPathUpdateBody = z.infer<typeof ZBranchPathUpdateBody>;

/** Remove path `id` (not the last one); its questions go after the split, asked to everyone. */
export const ZBranchPathRemoveBody = z.object({ ...withSurvey, id: ZNodeId });

/** Every path of one split in its new order. */
export const ZBranchPathSortBody = z.object({ ...withSurvey, ids: z.array(ZNodeId).min(1).max(100) });

/**
 * Order mode of a group, path or loop (its children) or a question (its options): 0 ordered,
 * 1 random, 2 loop, 3 re-order, 4 forward/reverse; `fixedIds` keep their place (e.g. 'other').
 */
export const ZNodeOrderBody = z.object({
  ...withSurvey,
  id: ZNodeId,
  order: z.number().int().min(0).max(4),
  fixedIds: z.array(ZNodeId).max(1000).optional(),
});
export type NodeOrderBody = z.infer<typeof ZNodeOrderBody>;

/** common/condition/node/branch: which path of which survey the condition is for. */
export const ZBranchConditionQueryBody = z.object({ ...withSurvey, branchId: ZNodeId });

const ZChoiceItem = z.object({ id: z.number().int(), code: z.string().nullable(), title: z.string() });

/**
 * What a path condition may test: the answerable questions read before the split, in reading
 * order, with their options (`optionIds`) and sub-questions (`subId`), titles as plain text.
 */
export const ZConditionSource = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  type: z.number().int(),
  subType: z.number().int(),
  options: z.array(ZChoiceItem),
  subs: z.array(ZChoiceItem),
});
export type ConditionSourceView = z.infer<typeof ZConditionSource>;
export const ZBranchConditionSources = z.object({ nodes: z.array(ZConditionSource) });
export type BranchConditionSources = z.infer<typeof ZBranchConditionSources>;
