import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { FOLDER_ALL, FOLDER_UNCLASSIFIED, IMAGE_FOLDER_NAME_MAX, IMAGE_NAME_MAX } from './constants.ts';

/** 0 my library, 1 the company library; absent means 0 (spec doc 1 §9). */
export const ZLibraryDataType = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .default(0);

const ZId = z.coerce.number().int().positive().max(2147483647);
/** A folder an image can be in: a folder id, or 0 for unclassified. */
export const ZTargetFolderId = z.coerce.number().int().min(FOLDER_UNCLASSIFIED).max(2147483647);
const ZFolderName = z.string().trim().min(1).max(IMAGE_FOLDER_NAME_MAX);
const ZIds = z.array(ZId).min(1).max(500);

export const ZImageFolder = z.object({
  id: z.number(),
  /** The default folder's name is given in the caller's language. */
  name: z.string(),
  dataType: z.number(),
  isDefault: z.boolean(),
  position: z.number(),
  createdAt: z.string(),
});
export type ImageFolder = z.infer<typeof ZImageFolder>;

export const ZImageFolderListQuery = z.object({ dataType: ZLibraryDataType });
export const ZImageFolderCreateBody = z.object({ name: ZFolderName, dataType: ZLibraryDataType });
export type ImageFolderCreateBody = z.infer<typeof ZImageFolderCreateBody>;
export const ZImageFolderRenameBody = z.object({ id: ZId, name: ZFolderName });
export type ImageFolderRenameBody = z.infer<typeof ZImageFolderRenameBody>;
/**
 * `folder/update` reorders: moves one folder to `position` (0-based) in its library's list;
 * the others keep their order. The default folder moves like any other.
 */
export const ZImageFolderMoveBody = z.object({ id: ZId, position: z.number().int().min(0).max(100000) });
export type ImageFolderMoveBody = z.infer<typeof ZImageFolderMoveBody>;
export const ZImageFolderIdParams = z.object({ id: ZId });

export const ZLibraryImage = z.object({
  id: z.number(),
  originalName: z.string(),
  /** A signed link to the bytes, valid for at least an hour, usable without login. */
  url: z.string(),
  /** The stored file's key: keep it (not the url) to sign a fresh link later. */
  key: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  size: z.number(),
  mime: z.string(),
  /** 0 when unclassified. */
  folderId: z.number(),
  dataType: z.number(),
  createdAt: z.string(),
});
export type LibraryImage = z.infer<typeof ZLibraryImage>;

export const ZImageListQuery = ZPageQuery.extend({
  dataType: ZLibraryDataType,
  /** -2 all, 0 unclassified, or a folder id. */
  folderId: z.coerce
    .number()
    .int()
    .refine(
      (n) => n === FOLDER_ALL || n >= FOLDER_UNCLASSIFIED,
      'use -2 (all), 0 (unclassified) or a folder id',
    )
    .default(FOLDER_ALL),
  keyword: z.string().trim().max(100).optional(),
});
export type ImageListQuery = z.infer<typeof ZImageListQuery>;
export const ZImagePage = ZPaged(ZLibraryImage);

/** Upload fields, sent as multipart fields or in the (signed) query; fields win. */
export const ZImageUploadFields = z.object({
  dataType: ZLibraryDataType,
  /** Absent: the default folder; 0: unclassified. */
  folderId: ZTargetFolderId.optional(),
});
export type ImageUploadFields = z.infer<typeof ZImageUploadFields>;
/** The upload's query: the same fields, each optional there (a multipart field may give it). */
export const ZImageUploadQuery = ZImageUploadFields.partial();

export const ZImageRenameBody = z.object({
  id: ZId,
  originalName: z.string().trim().min(1).max(IMAGE_NAME_MAX),
});
export type ImageRenameBody = z.infer<typeof ZImageRenameBody>;
export const ZImageMoveBody = z.object({ ids: ZIds, folderId: ZTargetFolderId });
export type ImageMoveBody = z.infer<typeof ZImageMoveBody>;
export const ZImageRemoveBody = z.object({ ids: ZIds });
export type ImageRemoveBody = z.infer<typeof ZImageRemoveBody>;

export const ZImageAmountQuery = z.object({ dataType: ZLibraryDataType });
export const ZImageAmount = z.object({
  total: z.number(),
  unclassified: z.number(),
  folders: z.array(z.object({ folderId: z.number(), amount: z.number() })),
});
export type ImageAmount = z.infer<typeof ZImageAmount>;

/**
 * An image of a survey (`GET /v1/surveys/image`): one uploaded for the survey itself (`survey`),
 * or a library image the design shows (`library`, listed for convenience; its id is the library
 * image's). `used` tells whether the design refers to it now (titles, option and question images).
 */
export const ZSurveyImage = ZLibraryImage.omit({ folderId: true, dataType: true }).extend({
  source: z.enum(['survey', 'library']),
  used: z.boolean(),
});
export type SurveyImage = z.infer<typeof ZSurveyImage>;

export const ZSurveyImageListQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  /** Only the survey's own uploads, or only the library images its design shows; absent: both. */
  source: z.enum(['survey', 'library']).optional(),
});
export type SurveyImageListQuery = z.infer<typeof ZSurveyImageListQuery>;
export const ZSurveyImagePage = ZPaged(ZSurveyImage);

/** The survey an upload or a read is for (in the query: the signature covers it, not the multipart body). */
export const ZSurveyImageQuery = z.object({ surveyCode: ZProjectCode });
export const ZSurveyImageParams = z.object({ id: ZId });
