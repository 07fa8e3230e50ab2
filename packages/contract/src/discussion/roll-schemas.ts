import { z } from 'zod';
import { ZPaged } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import {
  ZCommunitySettings,
  ZDiscussionGroup,
  ZHeadField,
  ZInterviewee,
  ZIntervieweeState,
} from './schemas.ts';

/**
 * Payloads of the interviewee roll's calls (issue 24 part A; spec doc 2 §7 "Discussion
 * (interview) projects"). The records themselves are in schemas.ts.
 */

/** Bytes of one uploaded roll (the spec's 5 MB upload limit). */
export const ROLL_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows one import reads; a longer file is refused whole (A0109), nothing is added. */
export const ROLL_IMPORT_MAX_ROWS = 5000;
/** Interviewees one project holds; rows past it are reported (`rollFull`) and left out. */
export const ROLL_MAX = 20_000;
/** Custom head fields a project may define besides name, mobile and group. */
export const ROLL_HEADS_MAX = 30;
export const ROLL_NAME_MAX = 40;
export const ROLL_GROUP_NAME_MAX = 40;
export const ROLL_FIELD_VALUE_MAX = 200;
/** Interviewee codes: letters and digits without look-alikes (no 0/O, 1/I/L). */
export const INTERVIEWEE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INTERVIEWEE_CODE_LENGTH = 6;
/** The fixed columns of the roll, in the template's order. */
export const ROLL_FIXED_COLUMNS = ['name', 'mobile', 'group'] as const;
export type RollFixedColumn = (typeof ROLL_FIXED_COLUMNS)[number];

/** A mobile as typed: digits with an optional leading + and spaces or dashes between. */
export const ZRollMobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{4,22}[0-9]$/, 'a phone number');
export const ZRollName = z.string().trim().min(1).max(ROLL_NAME_MAX);
export const ZRollGroupName = z.string().trim().min(1).max(ROLL_GROUP_NAME_MAX);
const ZRollId = z.number().int().positive();

export const ZSurveyCodeBody = z.object({ surveyCode: ZProjectCode });

export const ZRollCounts = z.object({
  total: z.number(),
  ungrouped: z.number(),
  groups: z.number(),
  /** Interviewees by their state (IntervieweeState). */
  waiting: z.number(),
  interviewing: z.number(),
  done: z.number(),
  absent: z.number(),
});
export type RollCounts = z.infer<typeof ZRollCounts>;

/** GET /v1/discussion: the project's interview settings and the roll's counts. */
export const ZDiscussionSettings = z.object({
  surveyCode: z.string(),
  heads: z.array(ZHeadField),
  community: ZCommunitySettings,
  counts: ZRollCounts,
});
export type DiscussionSettings = z.infer<typeof ZDiscussionSettings>;

/** POST /v1/discussion: what is sent is replaced; head keys are unique. */
export const ZDiscussionSaveBody = z.object({
  surveyCode: ZProjectCode,
  heads: z
    .array(ZHeadField)
    .max(ROLL_HEADS_MAX)
    .refine(
      (heads) => new Set(heads.map((h) => h.key.toLowerCase())).size === heads.length,
      'head keys repeat',
    )
    .optional(),
  community: ZCommunitySettings.optional(),
});
export type DiscussionSaveBody = z.infer<typeof ZDiscussionSaveBody>;

/** GET user/head: the fixed columns and the project's custom head fields, in order. */
export const ZRollHead = z.object({
  fixed: z.array(z.enum(ROLL_FIXED_COLUMNS)),
  heads: z.array(ZHeadField),
});
export type RollHead = z.infer<typeof ZRollHead>;

/** Why an imported row (or the header) was left out or noted. */
export const ZRollIssueReason = z.enum([
  'unknownColumn',
  'nameMissing',
  'nameTooLong',
  'mobileInvalid',
  'mobileDuplicateInFile',
  'mobileTaken',
  'groupTooLong',
  'valueTooLong',
  'formula',
  'rollFull',
]);
export type RollIssueReason = z.infer<typeof ZRollIssueReason>;

export const ZRollImportIssue = z.object({
  /** Spreadsheet row number as Excel shows it (1 is the header). */
  row: z.number(),
  /** The column's header as written in the file ('' for the whole row). */
  column: z.string(),
  reason: ZRollIssueReason,
  /** The offending value, cut to 60 characters. */
  value: z.string(),
});
export type RollImportIssue = z.infer<typeof ZRollImportIssue>;

export const ZRollImportReport = z.object({
  /** Data rows read (blank rows skipped). */
  rows: z.number(),
  imported: z.number(),
  /** Groups the file named that did not exist yet. */
  groupsCreated: z.number(),
  errors: z.array(ZRollImportIssue),
});
export type RollImportReport = z.infer<typeof ZRollImportReport>;

/** POST user/list: one page of the roll. `groupId` 0 means the ungrouped. */
export const ZRollListBody = z.object({
  surveyCode: ZProjectCode,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  /** Matches name, mobile and the custom fields' values (contains, any case). */
  keyword: z.string().trim().max(60).optional(),
  groupId: z.number().int().min(0).optional(),
  state: ZIntervieweeState.optional(),
});
export type RollListBody = z.input<typeof ZRollListBody>;
export type RollListParsed = z.infer<typeof ZRollListBody>;
export const ZRollPage = ZPaged(ZInterviewee);
export type RollPage = z.infer<typeof ZRollPage>;

/** POST user/clear: the listed ids, or with `all` the whole roll. */
export const ZRollClearBody = z
  .object({
    surveyCode: ZProjectCode,
    ids: z.array(ZRollId).min(1).max(1000).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => (b.ids !== undefined) !== (b.all !== undefined), 'send ids or all, not both');
export type RollClearBody = z.infer<typeof ZRollClearBody>;
export const ZRollRemoved = z.object({ removed: z.number() });

/** POST user/update: one interviewee's name, mobile, group and field values, replaced. */
export const ZRollUpdateBody = z.object({
  surveyCode: ZProjectCode,
  id: ZRollId,
  name: ZRollName,
  mobile: ZRollMobile.nullable(),
  groupId: ZRollId.nullable(),
  fields: z.record(z.string().max(32), z.string().max(ROLL_FIELD_VALUE_MAX)).default({}),
});
export type RollUpdateBody = z.input<typeof ZRollUpdateBody>;
export type RollUpdateParsed = z.infer<typeof ZRollUpdateBody>;

export const ZCodeParams = z.object({ code: ZProjectCode });

export const ZRollGroups = z.object({
  groups: z.array(ZDiscussionGroup),
  ungrouped: z.number(),
  total: z.number(),
});
export type RollGroups = z.infer<typeof ZRollGroups>;

export const ZGroupSaveBody = z.object({ surveyCode: ZProjectCode, name: ZRollGroupName });

/**
 * POST user/group/update: rename the group `id`, and/or move `memberIds` into it. `id` 0 with
 * `memberIds` takes them out of their groups (the ungrouped); 0 cannot be renamed.
 */
export const ZGroupUpdateBody = z
  .object({
    surveyCode: ZProjectCode,
    id: z.number().int().min(0),
    name: ZRollGroupName.optional(),
    memberIds: z.array(ZRollId).min(1).max(1000).optional(),
  })
  .refine((b) => b.name !== undefined || b.memberIds !== undefined, 'send a name or memberIds')
  .refine((b) => b.id > 0 || b.name === undefined, 'the ungrouped cannot be renamed');
export type GroupUpdateBody = z.infer<typeof ZGroupUpdateBody>;
export const ZGroupUpdated = z.object({ group: ZDiscussionGroup.nullable(), moved: z.number() });

export const ZGroupDeleteBody = z.object({ surveyCode: ZProjectCode, id: ZRollId });
/** The group is gone; its members are ungrouped, not deleted. */
export const ZGroupDeleted = z.object({ ungrouped: z.number() });
