import { z } from 'zod';

/**
 * One option row (spec doc 1 §3 Option). `type` 1 is an answer choice, 2 a sub-question (matrix
 * row, drag list); `isGroup` marks an option group whose members point at it with `parentId`
 * (cascade options use `parentId` for their parent level). Mirrored options of a linked question
 * carry `joinId` = the source option id and `rootJoinId` = the first source's option id.
 */
export const ZOptionRecord = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  nodeId: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.number().int(),
  isGroup: z.boolean(),
  code: z.string().nullable(),
  title: z.string(),
  rightTitle: z.string().nullable(),
  position: z.number().int().nonnegative(),
  required: z.boolean(),
  locked: z.boolean(),
  other: z.boolean(),
  exclusive: z.boolean(),
  image: z.string().nullable(),
  setting: z.record(z.string(), z.unknown()),
  joinId: z.number().int(),
  rootJoinId: z.number().int(),
});
export type OptionRecord = z.infer<typeof ZOptionRecord>;
