import {
  type CallInput,
  type ImageAmount,
  type ImageFolder,
  type ImageFolderCreateBody,
  type ImageFolderMoveBody,
  type ImageFolderRenameBody,
  type ImageMoveBody,
  type ImageRemoveBody,
  type ImageRenameBody,
  type LibraryImage,
  imageLibraryApi as library,
  type SurveyImage,
  surveyImageApi,
  type ZImagePage,
  type ZSurveyImagePage,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';
import type { ParsedBy } from '../parser.ts';

/** The image library (contract `imageLibraryApi`) and a survey's own images; image urls in answers are signed links. */

export type {
  ImageFolderCreateBody,
  ImageFolderMoveBody,
  ImageFolderRenameBody,
  ImageMoveBody,
  ImageRenameBody,
};

export type ImageListParams = CallInput<typeof library.list> & {
  dataType: 0 | 1;
  /** -2 all, 0 unclassified, or a folder id. */
  folderId: number;
  page: number;
  pageSize: number;
};
export type ImagePage = ParsedBy<typeof ZImagePage>;

export interface ImageUploadInput {
  dataType: 0 | 1;
  /** Absent: the library's default folder; 0: unclassified. */
  folderId?: number;
  files: readonly File[];
}

/** Folder-name problems (A0216 taken, A0400 too long) are shown on the name field. */
const FOLDER_FORM_CODES = ['A0216', 'A0400'] as const;
/** Upload refusals the upload area shows next to the files: format, missing, empty, too large. */
export const UPLOAD_ERROR_CODES = ['A0106', 'A0107', 'A0108', 'A0400'] as const;

const filesForm = (files: readonly File[]) => toFormData(files.map((file) => ({ name: 'file', file })));

export function fetchImageFolders(dataType: 0 | 1): Promise<ImageFolder[]> {
  return api.call(library.folders, { dataType });
}

export function createImageFolder(body: ImageFolderCreateBody): Promise<ImageFolder> {
  return api.call(library.createFolder, body, { handles: FOLDER_FORM_CODES });
}

export function renameImageFolder(body: ImageFolderRenameBody): Promise<ImageFolder> {
  return api.call(library.renameFolder, body, { handles: FOLDER_FORM_CODES });
}

/** Reorders: one folder to a 0-based position; answers the list in its new order. */
export function moveImageFolder(body: ImageFolderMoveBody): Promise<ImageFolder[]> {
  return api.call(library.moveFolder, body);
}

export function removeImageFolder(id: number): Promise<null> {
  return api.call(library.removeFolder, { id });
}

export function fetchImages(query: ImageListParams): Promise<ImagePage> {
  return api.call(library.list, query);
}

/**
 * Uploads up to 10 images in one multipart call. dataType and folderId travel in the query,
 * which the signature covers (the multipart body is not signed).
 */
export function uploadImages(input: ImageUploadInput): Promise<LibraryImage[]> {
  return api.call(
    library.upload,
    { dataType: input.dataType, folderId: input.folderId },
    { form: filesForm(input.files), handles: UPLOAD_ERROR_CODES },
  );
}

export function renameImage(body: ImageRenameBody): Promise<LibraryImage> {
  return api.call(library.rename, body, { handles: ['A0400'] });
}

export function moveImages(body: ImageMoveBody): Promise<null> {
  return api.call(library.move, body);
}

export function removeImages(body: ImageRemoveBody): Promise<null> {
  return api.call(library.remove, body);
}

export function fetchImageAmount(dataType: 0 | 1): Promise<ImageAmount> {
  return api.call(library.amount, { dataType });
}

export type SurveyImagePage = ParsedBy<typeof ZSurveyImagePage>;

/**
 * A page of a survey's images: its own uploads and the library images its design shows, newest
 * first, each with a signed url and whether the design uses it now.
 */
export function fetchSurveyImages(query: CallInput<typeof surveyImageApi.list>): Promise<SurveyImagePage> {
  return api.call(surveyImageApi.list, query);
}

/** One image the survey uploaded itself, with a fresh signed url. */
export function fetchSurveyImage(surveyCode: string, id: number): Promise<SurveyImage> {
  return api.call(surveyImageApi.get, { surveyCode, id });
}

/**
 * Uploads up to 10 images for the survey itself (not into a library): checked like a library
 * upload, kept with the survey. The survey code travels in the signed query.
 */
export function uploadSurveyImages(surveyCode: string, files: readonly File[]): Promise<SurveyImage[]> {
  return api.call(
    surveyImageApi.upload,
    { surveyCode },
    { form: filesForm(files), handles: UPLOAD_ERROR_CODES },
  );
}
