import { z } from 'zod';
import { ZLibraryDataType, ZTargetFolderId } from '../image-library/schemas.ts';
import { QUESTION_FOLDER_NAME_MAX, QUESTION_LIBRARY_BATCH_MAX } from './constants.ts';

/** Folders of the question library (`library/category` calls, spec doc 2 §7). */

export const ZLibraryId = z.coerce.number().int().positive().max(2147483647);
const ZFolderName = z.string().trim().min(1).max(QUESTION_FOLDER_NAME_MAX);

export const ZQuestionFolder = z.object({
  id: z.number(),
  /** The default folder's name is given in the caller's language (默认文件夹 / Default folder). */
  name: z.string(),
  dataType: z.number(),
  isDefault: z.boolean(),
  position: z.number(),
  createdAt: z.string(),
});
export type QuestionFolder = z.infer<typeof ZQuestionFolder>;

export const ZQuestionFolderListQuery = z.object({ dataType: ZLibraryDataType });
export type QuestionFolderListQuery = z.infer<typeof ZQuestionFolderListQuery>;
export const ZQuestionFolderCreateBody = z.object({ name: ZFolderName, dataType: ZLibraryDataType });
export type QuestionFolderCreateBody = z.infer<typeof ZQuestionFolderCreateBody>;
export const ZQuestionFolderRenameBody = z.object({ id: ZLibraryId, name: ZFolderName });
export type QuestionFolderRenameBody = z.infer<typeof ZQuestionFolderRenameBody>;
export const ZQuestionFolderIdParams = z.object({ id: ZLibraryId });

/** `category/change`: move library questions to a folder of their library, or to unclassified (0). */
export const ZQuestionFolderChangeBody = z.object({
  ids: z.array(ZLibraryId).min(1).max(QUESTION_LIBRARY_BATCH_MAX),
  folderId: ZTargetFolderId,
});
export type QuestionFolderChangeBody = z.infer<typeof ZQuestionFolderChangeBody>;

/** A system category: the system folder's questions by theme. */
export const ZSystemCategory = z.object({ key: z.string(), name: z.string(), count: z.number() });
export type SystemCategory = z.infer<typeof ZSystemCategory>;
