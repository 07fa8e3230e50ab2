import { ZAutoCodeInput, ZCodeUpdates, ZNode, ZNodePatch, ZNodeRecord, ZSortNodesInput } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZForce } from './common.ts';

/** Bodies and answers of the node calls under /api/designer/v1/nodes (spec doc 2 §7). */

const ZNodeId = z.number().int().positive();
const withSurvey = { surveyCode: ZProjectCode };

/** Add a question (type number, page break and loop included) or a group after `afterId`. */
export const ZNodeAddBody = z.object({
  ...withSurvey,
  what: z.union([z.number().int().nonnegative(), z.literal('group')]),
  /** After this node; `null`: first in `parentId`; absent: last in `parentId` (top level by default). */
  afterId: ZNodeId.nullable().optional(),
  parentId: ZNodeId.nullable().optional(),
  title: z.string().max(20000).optional(),
});
export type NodeAddBody = z.infer<typeof ZNodeAddBody>;

export const ZNodeRemoveBody = z.object({ ...withSurvey, force: ZForce });
export const ZNodeBatchRemoveBody = z.object({
  ...withSurvey,
  ids: z.array(ZNodeId).min(1).max(1000),
  force: ZForce,
});
export type NodeBatchRemoveBody = z.infer<typeof ZNodeBatchRemoveBody>;

/**
 * The spec's sort payload: the changed range of positions with each item's new parent. A move
 * that takes a question a branch condition tests to or after its split answers 00001 unless
 * `force` (the condition item is then cleared).
 */
export const ZNodeSortBody = ZSortNodesInput.extend({ ...withSurvey, force: ZForce });
export type NodeSortBody = z.infer<typeof ZNodeSortBody>;

export const ZNodeCopyBody = z.object({ ...withSurvey, id: ZNodeId });

/** Node update payload (spec doc 2 §3: id, surveyCode, title) plus the other editable fields. */
export const ZNodeUpdateBody = ZNodePatch.extend({ ...withSurvey, id: ZNodeId });
export type NodeUpdateBody = z.infer<typeof ZNodeUpdateBody>;

/** Question codes, one or many in one call (checked together: a swap is allowed). */
export const ZNodeCodeBody = z.object({ ...withSurvey, items: ZCodeUpdates.max(1000) });
export type NodeCodeBody = z.infer<typeof ZNodeCodeBody>;

/** Automatic title coding: prefix ≤ 5 characters; `prefix1`… or by group `prefix1.1`…. */
export const ZNodeAutoCodeBody = ZAutoCodeInput.extend(withSurvey);

/** A loop repeats over a question before it: its chosen options (mode 0) or all of them (1). */
export const ZNodeLoopBody = z.object({
  ...withSurvey,
  id: ZNodeId,
  sourceId: ZNodeId,
  mode: z.number().int().min(0).max(1).optional(),
  optionIds: z.array(z.number().int().positive()).max(500).optional(),
});
export type NodeLoopBody = z.infer<typeof ZNodeLoopBody>;
export const ZNodeCloseLoopBody = z.object({ ...withSurvey, id: ZNodeId });

/** Position update (spec doc 2 §3): new positions within the nodes' current parents. */
export const ZNodePositionBody = z.object({
  ...withSurvey,
  positionList: z
    .array(z.object({ nodeId: ZNodeId, position: z.number().int().nonnegative() }))
    .min(1)
    .max(2000),
});

/** Link a question's options to an earlier one's (joinId), or unlink with `sourceId: 0`. */
export const ZNodeLinkBody = z.object({
  ...withSurvey,
  id: ZNodeId,
  sourceId: z.number().int().nonnegative(),
  /** Linking replaces the question's own options: logic on them answers 00001 unless `force`. */
  force: ZForce,
});

export const ZNodeInfoQuery = z.object({ surveyCode: ZProjectCode, id: z.coerce.number().int().positive() });
export const ZNodeInfo = ZNode;

/** GET project/nodes: the survey's questions in order, flat, for pickers (logic, loops, links). */
export const ZProjectNodeItem = ZNodeRecord.pick({
  id: true,
  parentId: true,
  model: true,
  type: true,
  code: true,
  title: true,
  joinId: true,
}).extend({ number: z.number().int().nullable() });
export type ProjectNodeItem = z.infer<typeof ZProjectNodeItem>;

/** The trash: trashed questions, newest first, with their options. */
export const ZTrashItem = ZNodeRecord.extend({ optionCount: z.number().int() });
export const ZTrashRecoveryBody = z.object({ ...withSurvey, ids: z.array(ZNodeId).min(1).max(1000) });
export const ZTrashRemoveBody = z.object({ ...withSurvey, ids: z.array(ZNodeId).max(1000).optional() });
export const ZTrashRemoveOneBody = z.object({ ...withSurvey });
