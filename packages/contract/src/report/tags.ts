import { z } from 'zod';
import { ZPaged, ZPageQuery, ZQueryFlag } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Tag analysis of open answers (spec doc 1 `report/wordcloud/tag`, an enterprise feature). A tag
 * belongs to one open column of a survey; an answer has it by rule (its text contains the rule's
 * words, evaluated on the current texts) or by hand (stored per response, and able to take a
 * rule's tag away again). Tags of a column are also a multiple-response cross variable
 * `tags:{columnKey}`.
 */

export const TAG_NAME_MAX = 30;
/** Tags one open column holds at most (each is a category of its cross variable). */
export const MAX_TAGS_PER_COLUMN = 100;
/** subType of a tag export task (ours, beside raw data 10 and cross tables 12). */
export const DOWNLOAD_SUBTYPE_TAGS = 15;
/** The cross variable of a column's tags. */
export const TAG_VARIABLE_PREFIX = 'tags:';
export const tagVariableId = (columnKey: string) => `${TAG_VARIABLE_PREFIX}${columnKey}`;

/** A filter id: absent = the caller's selected filter; 0 or null = no filter. */
const ZFilterChoice = z.union([z.null(), z.coerce.number().int().min(0)]).optional();
const ZColumnKey = z.string().trim().min(1).max(200);
const ZTagId = z.coerce.number().int().positive();

export const ZTagRule = z.object({
  /** Words or phrases; whole words for Latin text, anywhere for Chinese. */
  words: z
    .array(z.string().trim().min(1, 'a rule word must not be empty').max(50))
    .min(1, 'a rule needs at least one word')
    .max(30),
  /** any: one of the words tags the answer; all: every word must be there. */
  match: z.enum(['any', 'all']).default('any'),
});
export type TagRule = z.infer<typeof ZTagRule>;
export type TagRuleInput = z.input<typeof ZTagRule>;

const ZTagName = z
  .string()
  .trim()
  .min(1, 'a tag needs a name')
  .max(TAG_NAME_MAX, `a tag name has at most ${TAG_NAME_MAX} characters`)
  .refine((name) => !name.includes(';'), 'a tag name must not contain ";"');
const ZTagColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb')
  .nullable();

export const ZTag = z.object({
  id: z.number().int(),
  columnKey: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  /** null: a tag given by hand only. */
  rule: ZTagRule.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof ZTag>;
export const ZTagList = z.array(ZTag);

/** An open column tags can be given in (an open question, an "other, please specify" text). */
export const ZTagColumn = z.object({
  key: z.string(),
  nodeId: z.number(),
  /** Question code and title (with the option's label for a "please specify" text). */
  label: z.string(),
  /** Answered rows (complete responses, no filter). */
  answerCount: z.number(),
});
export type TagColumn = z.infer<typeof ZTagColumn>;
export const ZTagColumnList = z.object({
  version: z.number().int().nullable(),
  columns: z.array(ZTagColumn),
});
export type TagColumnList = z.infer<typeof ZTagColumnList>;

export const ZTagColumnsQuery = z.object({ surveyCode: ZProjectCode });
export const ZTagsQuery = z.object({ surveyCode: ZProjectCode, columnKey: ZColumnKey });

export const ZTagCreateBody = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  name: ZTagName,
  color: ZTagColor.optional(),
  rule: ZTagRule.nullable().optional(),
});
export type TagCreateBody = z.input<typeof ZTagCreateBody>;
export const ZTagUpdateBody = z.object({
  surveyCode: ZProjectCode,
  id: ZTagId,
  name: ZTagName,
  color: ZTagColor.optional(),
  rule: ZTagRule.nullable().optional(),
});
export type TagUpdateBody = z.input<typeof ZTagUpdateBody>;
/** Remove and restore (the undo of a removal) name one tag. */
export const ZTagIdBody = z.object({ surveyCode: ZProjectCode, id: ZTagId });

/**
 * Tag or untag answers by hand: `tagged` true gives the tag, false takes it away, also from an
 * answer its rule tags; `reset` forgets the hand-made choice, so the rule decides again.
 */
export const ZTagAssignBody = z.object({
  surveyCode: ZProjectCode,
  tagId: ZTagId,
  /** The open column the answers are in (the tag's own). */
  answerKey: ZColumnKey,
  responseIds: z.array(z.uuid('a response id is a UUID')).min(1).max(500),
  action: z.enum(['tag', 'untag', 'reset']),
});
export type TagAssignBody = z.input<typeof ZTagAssignBody>;
export const ZTagAssignResult = z.object({ changed: z.number() });

/** Apply rules: hand-made choices that now agree with their rule are dropped; counts by rule come back. */
export const ZTagApplyBody = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  /** Absent: every rule tag of the column. */
  tagIds: z.array(z.number().int().positive()).min(1).max(MAX_TAGS_PER_COLUMN).optional(),
});
export const ZTagApplyResult = z.object({
  tags: z.array(z.object({ id: z.number(), matched: z.number(), cleared: z.number() })),
});
export type TagApplyResult = z.infer<typeof ZTagApplyResult>;

export const ZTagStatsBody = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  filterId: ZFilterChoice,
  /** Use the active weighting scheme. */
  weighted: z.boolean().optional(),
});
export type TagStatsBody = z.input<typeof ZTagStatsBody>;

export const ZTagCount = z.object({
  /** The tag's id; 0 for the untagged answers. */
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  /** Weighted when the stats are. */
  count: z.number(),
  unweightedCount: z.number(),
  /** Of the answered rows through the filter (an answer may have several tags). */
  percent: z.number().nullable(),
});
export type TagCount = z.infer<typeof ZTagCount>;

export const ZTagStats = z.object({
  version: z.number().int().nullable(),
  columnKey: z.string(),
  /** Answered rows the filter keeps (weighted when weighted). */
  base: z.number(),
  unweightedBase: z.number(),
  weighted: z.boolean(),
  schemeId: z.number().int().nullable(),
  filterId: z.number().int().nullable(),
  tags: z.array(ZTagCount),
  untagged: ZTagCount,
});
export type TagStats = z.infer<typeof ZTagStats>;

export const ZTagAnswersQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  /** Answers of this tag; absent: all answers (with `untagged`, the ones with no tag). */
  tagId: ZTagId.optional(),
  untagged: ZQueryFlag.optional(),
  filterId: ZFilterChoice,
});
export type TagAnswersQuery = z.input<typeof ZTagAnswersQuery>;

export const ZTagAnswer = z.object({
  responseId: z.string(),
  text: z.string(),
  submittedAt: z.number(),
  /** The answer's tags (by rule or by hand, hand-made choices applied). */
  tagIds: z.array(z.number()),
  /** Tags given by hand (a subset of tagIds). */
  manualIds: z.array(z.number()),
  /** Tags whose rule matches but that were taken away by hand. */
  removedIds: z.array(z.number()),
  /** [start, end) of the words of the asked tag's rule (all tags' rules when no tag is asked). */
  ranges: z.array(z.tuple([z.number(), z.number()])),
});
export type TagAnswer = z.infer<typeof ZTagAnswer>;
export const ZTagAnswerPage = ZPaged(ZTagAnswer);
export type TagAnswerPage = z.infer<typeof ZTagAnswerPage>;

export const ZTagExportBody = ZTagStatsBody;
export type TagExportBody = z.input<typeof ZTagExportBody>;
