import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { IMAGE_MAX_BYTES } from './constants.ts';
import {
  ZImageAmount,
  ZImageAmountQuery,
  ZImageFolder,
  ZImageFolderCreateBody,
  ZImageFolderIdParams,
  ZImageFolderListQuery,
  ZImageFolderMoveBody,
  ZImageFolderRenameBody,
  ZImageListQuery,
  ZImageMoveBody,
  ZImagePage,
  ZImageRemoveBody,
  ZImageRenameBody,
  ZImageUploadQuery,
  ZLibraryImage,
} from './schemas.ts';

const tags = ['image library'];
const MB = IMAGE_MAX_BYTES / (1024 * 1024);
const libraryNote =
  'dataType 0 is my library, 1 the company library; the library policy decides (A0403). Ids of items the ' +
  'caller may not read answer A0404.';

/**
 * The image library (spec doc 2 §7 "Image library") under /api/designer/v1/image/library: the
 * caller's own library or their organisation's, decided by the library policy in the use cases
 * (`user`). Image urls in answers are signed links (files/signed-url.ts).
 */
export const imageLibraryApi = {
  folders: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/image/library/folder/list',
    access: 'user',
    summary: 'Folders of my (dataType 0) or the company (1) library, in order',
    description: libraryNote,
    errors: ['A0403'],
    tags,
    query: ZImageFolderListQuery,
    answer: z.array(ZImageFolder),
  }),
  createFolder: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/folder',
    access: 'user',
    summary: 'Create a folder at the end of the list',
    description: libraryNote,
    errors: ['A0403'],
    tags,
    body: ZImageFolderCreateBody,
    answer: ZImageFolder,
  }),
  renameFolder: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/folder/rename',
    access: 'user',
    summary: 'Rename a folder (not the default folder)',
    errors: ['A0403', 'A0404'],
    tags,
    body: ZImageFolderRenameBody,
    answer: ZImageFolder,
  }),
  moveFolder: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/folder/update',
    access: 'user',
    summary: 'Reorder: move a folder to a 0-based position; answers the list in its new order',
    errors: ['A0403', 'A0404'],
    tags,
    body: ZImageFolderMoveBody,
    answer: z.array(ZImageFolder),
  }),
  removeFolder: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/folder/remove/{id}',
    access: 'user',
    summary: 'Remove a folder; its images become unclassified',
    errors: ['A0403', 'A0404'],
    tags,
    params: ZImageFolderIdParams,
    answer: z.null(),
  }),
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/image/library/list',
    access: 'user',
    summary: 'A page of images, newest first (folderId -2 all, 0 unclassified); urls are signed',
    description: libraryNote,
    errors: ['A0403', 'A0404'],
    tags,
    query: ZImageListQuery,
    answer: ZImagePage,
  }),
  upload: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library',
    access: 'user',
    summary: `Upload images (multipart: file parts, dataType, folderId; png, jpeg, gif, webp, svg; ${MB} MB each)`,
    description:
      'Fields may also be given in the query (which the request signature covers). Absent folderId: the default folder; 0: unclassified. SVG is stored cleaned (no script, event attributes or external references). ' +
      'A0106 a file that is not one of those formats (by its bytes), A0107 no file, A0108 an empty one, A0400 one too large or too many.',
    errors: ['A0106', 'A0107', 'A0108', 'A0403', 'A0404'],
    tags,
    upload: true,
    query: ZImageUploadQuery,
    answer: z.array(ZLibraryImage),
  }),
  rename: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/rename',
    access: 'user',
    summary: 'Rename an image (the name it is shown with)',
    errors: ['A0403', 'A0404'],
    tags,
    body: ZImageRenameBody,
    answer: ZLibraryImage,
  }),
  move: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/move',
    access: 'user',
    summary: 'Move images to a folder of their library, or to unclassified (0)',
    description: 'A0400 for a folder of another library.',
    errors: ['A0403', 'A0404'],
    tags,
    body: ZImageMoveBody,
    answer: z.null(),
  }),
  remove: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/image/library/remove',
    access: 'user',
    summary: 'Remove images and their files',
    errors: ['A0403', 'A0404'],
    tags,
    body: ZImageRemoveBody,
    answer: z.null(),
  }),
  amount: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/image/library/amount',
    access: 'user',
    summary: 'How many images each folder holds, unclassified, and in all',
    description: libraryNote,
    errors: ['A0403'],
    tags,
    query: ZImageAmountQuery,
    answer: ZImageAmount,
  }),
};
