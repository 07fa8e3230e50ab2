import {
  type ImageAmount,
  type ImageFolder,
  type ImageFolderCreateBody,
  type ImageFolderMoveBody,
  type ImageFolderRenameBody,
  type ImageMoveBody,
  type ImageRemoveBody,
  type ImageRenameBody,
  type LibraryImage,
  ZImageAmount,
  ZImageFolder,
  ZImagePage,
  ZLibraryImage,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';
import { nullData, type ParsedBy, type Parser } from '../parser.ts';

/** The image library (spec doc 2 §7 "Image library"); image urls in answers are signed links. */
const BASE = '/designer/v1/image/library';

export type {
  ImageFolderCreateBody,
  ImageFolderMoveBody,
  ImageFolderRenameBody,
  ImageMoveBody,
  ImageRenameBody,
};

export interface ImageListParams {
  dataType: 0 | 1;
  /** -2 all, 0 unclassified, or a folder id. */
  folderId: number;
  page: number;
  pageSize: number;
  keyword?: string;
}
export type ImagePage = ParsedBy<typeof ZImagePage>;

export interface ImageUploadInput {
  dataType: 0 | 1;
  /** Absent: the library's default folder; 0: unclassified. */
  folderId?: number;
  files: readonly File[];
}

const folderList: Parser<ImageFolder[]> = { parse: (d) => ZImageFolder.array().parse(d) };
const imageList: Parser<LibraryImage[]> = { parse: (d) => ZLibraryImage.array().parse(d) };

/** Folder-name problems (A0216 taken, A0400 too long) are shown on the name field. */
const FOLDER_FORM_CODES = ['A0216', 'A0400'] as const;
/** Upload refusals the upload area shows next to the files: format, missing, empty, too large. */
export const UPLOAD_ERROR_CODES = ['A0106', 'A0107', 'A0108', 'A0400'] as const;

export function fetchImageFolders(dataType: 0 | 1): Promise<ImageFolder[]> {
  return api.request({ method: 'GET', path: `${BASE}/folder/list`, query: { dataType }, parse: folderList });
}

export function createImageFolder(body: ImageFolderCreateBody): Promise<ImageFolder> {
  return api.request({
    method: 'POST',
    path: `${BASE}/folder`,
    body,
    parse: ZImageFolder,
    handles: FOLDER_FORM_CODES,
  });
}

export function renameImageFolder(body: ImageFolderRenameBody): Promise<ImageFolder> {
  return api.request({
    method: 'POST',
    path: `${BASE}/folder/rename`,
    body,
    parse: ZImageFolder,
    handles: FOLDER_FORM_CODES,
  });
}

/** Reorders: one folder to a 0-based position; answers the list in its new order. */
export function moveImageFolder(body: ImageFolderMoveBody): Promise<ImageFolder[]> {
  return api.request({ method: 'POST', path: `${BASE}/folder/update`, body, parse: folderList });
}

export function removeImageFolder(id: number): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/folder/remove/${id}`, parse: nullData });
}

export function fetchImages(query: ImageListParams): Promise<ImagePage> {
  return api.request({ method: 'GET', path: `${BASE}/list`, query: { ...query }, parse: ZImagePage });
}

/**
 * Uploads up to 10 images in one multipart call. dataType and folderId travel in the query,
 * which the signature covers (the multipart body is not signed).
 */
export function uploadImages(input: ImageUploadInput): Promise<LibraryImage[]> {
  return api.request({
    method: 'POST',
    path: BASE,
    query: { dataType: input.dataType, folderId: input.folderId },
    form: toFormData(input.files.map((file) => ({ name: 'file', file }))),
    parse: imageList,
    handles: UPLOAD_ERROR_CODES,
  });
}

export function renameImage(body: ImageRenameBody): Promise<LibraryImage> {
  return api.request({
    method: 'POST',
    path: `${BASE}/rename`,
    body,
    parse: ZLibraryImage,
    handles: ['A0400'],
  });
}

export function moveImages(body: ImageMoveBody): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/move`, body, parse: nullData });
}

export function removeImages(body: ImageRemoveBody): Promise<null> {
  return api.request({ method: 'POST', path: `${BASE}/remove`, body, parse: nullData });
}

export function fetchImageAmount(dataType: 0 | 1): Promise<ImageAmount> {
  return api.request({ method: 'GET', path: `${BASE}/amount`, query: { dataType }, parse: ZImageAmount });
}
