import { ZQuestionSnapshot } from '@cairn/core';
import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { FOLDER_ALL, FOLDER_SYSTEM, FOLDER_UNCLASSIFIED } from '../image-library/constants.ts';
import { ZLibraryDataType, ZTargetFolderId } from '../image-library/schemas.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { QUESTION_LIBRARY_BATCH_MAX, SYSTEM_CATEGORY_KEYS } from './constants.ts';
import { ZLibraryId } from './folder-schemas.ts';

/** Library questions (spec doc 2 §7 "Question library"). */

/** A system question's key (`gender`, `nps-recommend` …): stable, so designers can insert by it. */
export const ZSystemQuestionKey = z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, 'a system question key');
/**
 * What names a question to insert or show: a saved question's id (a number) or a system
 * question's key (a string). Numbers in strings are not ids: they are refused.
 */
export const ZLibraryQuestionRef = z.union([z.number().int().positive().max(2147483647), ZSystemQuestionKey]);
export type LibraryQuestionRef = z.infer<typeof ZLibraryQuestionRef>;
export const ZLibraryQuestionParams = z.object({ id: z.union([ZLibraryId, ZSystemQuestionKey]) });
export const ZSystemCategoryKey = z.enum(SYSTEM_CATEGORY_KEYS);

const ZIds = z.array(ZLibraryId).min(1).max(QUESTION_LIBRARY_BATCH_MAX);

/** A row of the library list. System questions have their key as `id` and folder -3. */
export const ZLibraryQuestion = z.object({
  id: z.union([z.number(), z.string()]),
  system: z.boolean(),
  /** 0 my library, 1 the company library; null for system questions. */
  dataType: z.number().nullable(),
  /** 0 unclassified, -3 system, else the folder. */
  folderId: z.number(),
  /** The system category, for system questions. */
  category: z.string().nullable(),
  type: z.number(),
  subType: z.number(),
  /** The question type's name in the caller's language. */
  typeName: z.string(),
  /** Rich text, as in the survey. */
  title: z.string(),
  optionCount: z.number(),
  createdAt: z.string().nullable(),
});
export type LibraryQuestion = z.infer<typeof ZLibraryQuestion>;

/** One library question with what it inserts: title, setting and options. */
export const ZLibraryQuestionDetail = ZLibraryQuestion.extend({ question: ZQuestionSnapshot });
export type LibraryQuestionDetail = z.infer<typeof ZLibraryQuestionDetail>;

export const ZLibraryListQuery = ZPageQuery.extend({
  dataType: ZLibraryDataType,
  /** -2 all of the library, -3 the system folder, 0 unclassified, or a folder id. */
  folderId: z.coerce
    .number()
    .int()
    .refine(
      (n) => n === FOLDER_ALL || n === FOLDER_SYSTEM || n >= FOLDER_UNCLASSIFIED,
      'use -2 (all), -3 (system), 0 (unclassified) or a folder id',
    )
    .default(FOLDER_ALL),
  keyword: z.string().trim().max(100).optional(),
  /** Only questions of this type. */
  type: z.coerce.number().int().nonnegative().optional(),
  /** With folder -3: only this system category. */
  category: ZSystemCategoryKey.optional(),
});
export type LibraryListQuery = z.infer<typeof ZLibraryListQuery>;
export const ZLibraryPage = ZPaged(ZLibraryQuestion);

export const ZSystemQuestionQuery = z.object({
  category: ZSystemCategoryKey.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type SystemQuestionQuery = z.infer<typeof ZSystemQuestionQuery>;

/** Save a survey question to a library: absent folderId is the default folder, 0 unclassified. */
export const ZLibrarySaveBody = z.object({
  surveyCode: ZProjectCode,
  nodeId: ZLibraryId,
  dataType: ZLibraryDataType,
  folderId: ZTargetFolderId.optional(),
});
export type LibrarySaveBody = z.infer<typeof ZLibrarySaveBody>;
/** `library/batch`: several questions of one survey at once, in the order given. */
export const ZLibraryBatchSaveBody = ZLibrarySaveBody.omit({ nodeId: true }).extend({ nodeIds: ZIds });
export type LibraryBatchSaveBody = z.infer<typeof ZLibraryBatchSaveBody>;
export const ZLibraryRemoveBody = z.object({ ids: ZIds });
export type LibraryRemoveBody = z.infer<typeof ZLibraryRemoveBody>;

export const ZLibraryTotalQuery = z.object({ dataType: ZLibraryDataType });
export const ZLibraryTotal = z.object({
  total: z.number(),
  unclassified: z.number(),
  system: z.number(),
  folders: z.array(z.object({ folderId: z.number(), amount: z.number() })),
});
export type LibraryTotal = z.infer<typeof ZLibraryTotal>;

/** `nodes/library`: insert library and system questions after a node, as adding a node places it. */
export const ZNodeLibraryBody = z.object({
  surveyCode: ZProjectCode,
  ids: z.array(ZLibraryQuestionRef).min(1).max(QUESTION_LIBRARY_BATCH_MAX),
  afterId: z.number().int().positive().nullable().optional(),
  parentId: z.number().int().positive().nullable().optional(),
});
export type NodeLibraryBody = z.infer<typeof ZNodeLibraryBody>;
