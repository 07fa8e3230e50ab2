import { z } from 'zod';

/**
 * A question as the question library keeps it: the node's type, subtype, title, label, setting
 * and its options, without ids, codes, places or links to the survey it came from. Inserting
 * one into a survey gives it fresh ids and a fresh question code (tree/insert-snapshots.ts).
 *
 * Options name each other by `ref` (unique within the snapshot): `parentRef` is the option group
 * an option belongs to, or the parent level of a cascade option. Option codes are kept as they
 * are; they only have to be unique within the question.
 */
export const ZSnapshotOption = z.object({
  ref: z.number().int(),
  parentRef: z.number().int().nullable(),
  type: z.number().int(),
  isGroup: z.boolean(),
  code: z.string().max(50).nullable(),
  title: z.string().max(20000),
  rightTitle: z.string().max(20000).nullable(),
  required: z.boolean(),
  locked: z.boolean(),
  other: z.boolean(),
  exclusive: z.boolean(),
  image: z.string().max(2000).nullable(),
  setting: z.record(z.string(), z.unknown()),
});
export type SnapshotOption = z.infer<typeof ZSnapshotOption>;

/**
 * Options one snapshot may carry, groups and sub-questions included: room for long cascades,
 * while a question past it (an uploaded address book) is not library material.
 */
export const MAX_SNAPSHOT_OPTIONS = 5000;

export const ZQuestionSnapshot = z.object({
  type: z.number().int(),
  subType: z.number().int(),
  attribute: z.number().int().min(0).max(2),
  title: z.string().max(20000),
  label: z.string().max(200).nullable(),
  setting: z.record(z.string(), z.unknown()),
  options: z.array(ZSnapshotOption).max(MAX_SNAPSHOT_OPTIONS),
});
export type QuestionSnapshot = z.infer<typeof ZQuestionSnapshot>;
