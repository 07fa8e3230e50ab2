import { z } from 'zod';
import { ZOptionRecord } from './option.ts';

/**
 * Where a trashed node stood, so a restore can put it back: its parent and index, and its
 * neighbours at the time (a neighbour survives moves of the parent, e.g. a deleted group whose
 * children were promoted). `sequence` orders deletions, so "restore all" can undo them last
 * first and rebuild runs of neighbours deleted together.
 */
export const ZTrashInfo = z.object({
  parentId: z.number().int().nullable(),
  position: z.number().int().nonnegative(),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  sequence: z.number().int().nonnegative(),
});
export type TrashInfo = z.infer<typeof ZTrashInfo>;

/**
 * One node row (spec doc 1 §3 Node): a question, group (block), page break or branch.
 * `joinId` = the question whose options this one mirrors (0 none); `loopId` on a loop node is its
 * source question; `deletedAt` and `trash` are set while the node is in the trash, and then
 * `parentId` is null (the old parent is in `trash`), so no row points at a parent that may go.
 */
export const ZNodeRecord = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  parentId: z.number().int().nullable(),
  model: z.number().int(),
  type: z.number().int(),
  subType: z.number().int(),
  attribute: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  label: z.string().nullable(),
  position: z.number().int().nonnegative(),
  setting: z.record(z.string(), z.unknown()),
  joinId: z.number().int(),
  dependId: z.number().int(),
  loopId: z.number().int().nullable(),
  locked: z.boolean(),
  deletedAt: z.string().nullable(),
  trash: ZTrashInfo.nullable(),
});
export type NodeRecord = z.infer<typeof ZNodeRecord>;

/** The API view of a node: its options in order and its child nodes in order (GET nodes). */
export interface Node extends NodeRecord {
  options: z.infer<typeof ZOptionRecord>[];
  children: Node[];
}

// Typed by hand: declaration emit elides a recursive schema's inferred type to `any`.
export const ZNode: z.ZodType<Node> = ZNodeRecord.extend({
  options: z.array(ZOptionRecord),
  get children() {
    return z.array(ZNode);
  },
});
