import { type SurveySettings, ZSurveySettings, ZSurveySettingsEdit } from '@cairn/core';
import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { MOVE_PROJECTS_MAX, PROJECT_FOLDER_NAME_MAX_LENGTH, PROJECT_TITLE_MAX_LENGTH } from './limits.ts';

/**
 * Project (survey) management calls of the designer service (spec doc 2 §7 "Survey folders and
 * list" and "Additional survey calls"). Times are epoch milliseconds.
 */

/** A project's public code (also its survey code). Generated codes are 8 letters and digits. */
export const ZProjectCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

export const ZProjectTitle = z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH);

/** 0 survey, 1 discussion. */
export const ZProjectType = z.union([z.literal(0), z.literal(1)]);

/** 0 unpublished, 1 published, 2 ended. */
export const ZSurveyStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Design-menu toggles and survey settings: core's schema (`survey/settings.ts`). */
export { type SurveySettings, ZSurveySettings };

/** What the caller may do with a project besides reading it (from the server's policy). */
export const ZProjectRights = z.object({
  edit: z.boolean(),
  report: z.boolean(),
  launch: z.boolean(),
  /** Delete, restore, share, hand over, file in a folder. */
  manage: z.boolean(),
});
export type ProjectRights = z.infer<typeof ZProjectRights>;

/** A project's base info (spec doc 1 §3 Survey / project). */
export const ZProjectBase = z.object({
  code: z.string(),
  projectCode: z.string(),
  surveyCode: z.string(),
  title: z.string(),
  status: ZSurveyStatus,
  /** Published (or ended) and changed since: "modified, not published". */
  relaunch: z.boolean(),
  /** The edit version (x-node-v), raised by every successful design edit. */
  version: z.number().int(),
  projectType: ZProjectType,
  launchTime: z.number().nullable(),
  updateTime: z.number(),
  saveTime: z.number(),
  folderId: z.number().int().nullable(),
  templateId: z.string().nullable(),
  settings: ZSurveySettings,
  rights: ZProjectRights,
});
export type ProjectBase = z.infer<typeof ZProjectBase>;

export const ZProjectInitBody = z.object({
  projectType: ZProjectType.default(0),
  /** Default: 未命名问卷 / Untitled survey, by the caller's language. */
  title: ZProjectTitle.optional(),
  templateId: z.string().trim().min(1).max(64).optional(),
  /** One of the caller's folders; absent: unclassified. */
  folderId: z.number().int().positive().optional(),
});
export type ProjectInitBody = z.input<typeof ZProjectInitBody>;

export const ZProjectCodeQuery = z.object({ code: ZProjectCode });
export type ProjectCodeQuery = z.infer<typeof ZProjectCodeQuery>;
export const ZProjectCodeParams = z.object({ code: ZProjectCode });
/** `GET /v1/surveys/{id}`: the id is the survey code. */
export const ZSurveyIdParams = z.object({ code: ZProjectCode });

/** Edits base info; `settings` is merged into the stored settings key by key. */
export const ZSurveyBaseBody = z
  .object({ code: ZProjectCode, title: ZProjectTitle.optional(), settings: ZSurveySettingsEdit.optional() })
  .refine((b) => b.title !== undefined || b.settings !== undefined, {
    message: 'title or settings is required',
  });
export type SurveyBaseBody = z.infer<typeof ZSurveyBaseBody>;

/** The answer of every design edit: the new edit version and the publishing state after it. */
export const ZSurveySaved = z.object({
  version: z.number().int(),
  saveTime: z.number(),
  status: ZSurveyStatus,
  relaunch: z.boolean(),
});
export type SurveySaved = z.infer<typeof ZSurveySaved>;

export const ZProjectRenameBody = z.object({ code: ZProjectCode, title: ZProjectTitle });
export type ProjectRenameBody = z.infer<typeof ZProjectRenameBody>;

export const ZProjectListQuery = ZPageQuery.extend({
  /** 1 my, 2 shared with me, 3 department, 4 organisation, 5 recycle bin. */
  dataType: z.coerce.number().int().min(1).max(5).default(1),
  /** Absent or negative (-2): every folder; 0: unclassified; n: that folder of the caller's. */
  folderId: z.coerce.number().int().min(-2).optional(),
  /** Title contains, ignoring case; taken literally (% and _ are not wildcards). */
  keyword: z.string().trim().max(100).optional(),
});
export type ProjectListQuery = z.input<typeof ZProjectListQuery>;

export const ZProjectRecord = z.object({
  code: z.string(),
  title: z.string(),
  status: ZSurveyStatus,
  relaunch: z.boolean(),
  projectType: ZProjectType,
  /** Starred by the caller. */
  starred: z.boolean(),
  /** Complete responses not marked invalid: the overview’s figure (a counter kept by the database). */
  answerCount: z.number().int(),
  updateTime: z.number(),
  ownerName: z.string(),
  folderId: z.number().int().nullable(),
  rights: ZProjectRights,
});
export type ProjectRecord = z.infer<typeof ZProjectRecord>;
export const ZProjectPage = ZPaged(ZProjectRecord);
export type ProjectPage = z.infer<typeof ZProjectPage>;

/** The folder tree's counts: all = my projects, unclassified = mine in no folder. */
export const ZProjectCounts = z.object({
  all: z.number().int(),
  share: z.number().int(),
  organization: z.number().int(),
  department: z.number().int(),
  unclassified: z.number().int(),
});
export type ProjectCounts = z.infer<typeof ZProjectCounts>;

/** `POST /v1/project/copy` names the source in the `x-code` header or in the body. */
export const ZProjectCodeHeaders = z.looseObject({ 'x-code': ZProjectCode.optional() });
export const ZProjectCopyBody = z.object({ code: ZProjectCode.optional() });
export type ProjectCopyBody = z.infer<typeof ZProjectCopyBody>;

export const ZProjectStarBody = z.object({ code: ZProjectCode, star: z.boolean() });
export type ProjectStarBody = z.infer<typeof ZProjectStarBody>;
export const ZProjectStarred = z.object({ code: z.string(), starred: z.boolean() });

/** Another user, named by user name or e-mail. */
export const ZProjectUserTarget = z.string().trim().min(1).max(254);

export const ZProjectHandoverBody = z.object({ code: ZProjectCode, target: ZProjectUserTarget });
export type ProjectHandoverBody = z.infer<typeof ZProjectHandoverBody>;

export const ZProjectShare = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  edit: z.boolean(),
  report: z.boolean(),
  launch: z.boolean(),
});
export type ProjectShare = z.infer<typeof ZProjectShare>;

const shareRights = { edit: z.boolean(), report: z.boolean(), launch: z.boolean() };
export const ZProjectShareSaveBody = z.object({
  code: ZProjectCode,
  target: ZProjectUserTarget,
  ...shareRights,
});
export type ProjectShareSaveBody = z.infer<typeof ZProjectShareSaveBody>;
export const ZProjectShareUpdateBody = z.object({
  code: ZProjectCode,
  userId: z.number().int().positive(),
  ...shareRights,
});
export type ProjectShareUpdateBody = z.infer<typeof ZProjectShareUpdateBody>;
export const ZProjectShareRemoveBody = z.object({ code: ZProjectCode, userId: z.number().int().positive() });
export type ProjectShareRemoveBody = z.infer<typeof ZProjectShareRemoveBody>;

export const ZProjectFolderName = z.string().trim().min(1).max(PROJECT_FOLDER_NAME_MAX_LENGTH);
export const ZProjectFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Projects in the folder, outside the recycle bin. */
  count: z.number().int(),
});
export type ProjectFolder = z.infer<typeof ZProjectFolder>;
export const ZProjectFolderCreateBody = z.object({ name: ZProjectFolderName });
export type ProjectFolderCreateBody = z.infer<typeof ZProjectFolderCreateBody>;
export const ZProjectFolderRenameBody = z.object({
  id: z.number().int().positive(),
  name: ZProjectFolderName,
});
export type ProjectFolderRenameBody = z.infer<typeof ZProjectFolderRenameBody>;
export const ZProjectFolderIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Files projects in one of the caller's folders, or takes them out (folderId 0). */
export const ZMoveProjectsBody = z.object({
  codes: z.array(ZProjectCode).min(1).max(MOVE_PROJECTS_MAX),
  folderId: z.number().int().min(0),
});
export type MoveProjectsBody = z.infer<typeof ZMoveProjectsBody>;
