import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  ZEnvelope,
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
  ZImageUploadFields,
  ZLibraryImage,
} from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { countImages } from './count-images.ts';
import { createImageFolder } from './create-image-folder.ts';
import { listImageFolders } from './list-image-folders.ts';
import { listImages } from './list-images.ts';
import { moveImageFolder } from './move-image-folder.ts';
import { moveImages } from './move-images.ts';
import { removeImageFolder } from './remove-image-folder.ts';
import { removeImages } from './remove-images.ts';
import { renameImage } from './rename-image.ts';
import { renameImageFolder } from './rename-image-folder.ts';
import { type UploadPart, uploadImages } from './upload-images.ts';

const MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** The multipart plugin's limit errors as catalogue errors. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('A0400', `an image may be at most ${MB} MB`);
  if (code === 'FST_FILES_LIMIT')
    return new AppError('A0400', `at most ${IMAGE_MAX_FILES_PER_UPLOAD} images per upload`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('A0400', 'too many fields');
  return error;
}

/** The multipart stream as upload parts. */
async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the image as multipart/form-data');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        yield { type: 'field', name: part.fieldname, value: String(part.value) };
      } else {
        const read = () =>
          part.toBuffer().catch((error: unknown) => {
            throw limitError(error);
          });
        yield { type: 'file', fileName: part.filename ?? '', read };
      }
    }
  } catch (error) {
    throw limitError(error);
  }
}

/** Image library (spec doc 2 §7) under /api/designer/v1/image/library. */
export const imageLibraryRoutes: RoutesPlugin = async (app, { deps }) => {
  // Encapsulated here: only the upload route reads multipart bodies, each file cut off past the limit.
  await app.register(multipart, multipartLimits(IMAGE_MAX_BYTES, IMAGE_MAX_FILES_PER_UPLOAD));
  const tags = ['image library'];
  const base = '/v1/image/library';
  const done = ZEnvelope(z.null());

  app.get(
    `${base}/folder/list`,
    {
      schema: {
        summary: 'Folders of my (dataType 0) or the company (1) library, in order',
        tags,
        querystring: ZImageFolderListQuery,
        response: { 200: ZEnvelope(z.array(ZImageFolder)) },
      },
    },
    async (request) =>
      ok(
        await listImageFolders(deps, callerOf(request).userId, request.query.dataType, request.lang),
        request.lang,
      ),
  );

  app.post(
    `${base}/folder`,
    {
      schema: {
        summary: 'Create a folder at the end of the list',
        tags,
        body: ZImageFolderCreateBody,
        response: { 200: ZEnvelope(ZImageFolder) },
      },
    },
    async (request) =>
      ok(await createImageFolder(deps, callerOf(request).userId, request.body, request.lang), request.lang),
  );

  app.post(
    `${base}/folder/rename`,
    {
      schema: {
        summary: 'Rename a folder (not the default folder)',
        tags,
        body: ZImageFolderRenameBody,
        response: { 200: ZEnvelope(ZImageFolder) },
      },
    },
    async (request) =>
      ok(await renameImageFolder(deps, callerOf(request).userId, request.body, request.lang), request.lang),
  );

  app.post(
    `${base}/folder/update`,
    {
      schema: {
        summary: 'Reorder: move a folder to a 0-based position; answers the list in its new order',
        tags,
        body: ZImageFolderMoveBody,
        response: { 200: ZEnvelope(z.array(ZImageFolder)) },
      },
    },
    async (request) =>
      ok(await moveImageFolder(deps, callerOf(request).userId, request.body, request.lang), request.lang),
  );

  app.post(
    `${base}/folder/remove/:id`,
    {
      schema: {
        summary: 'Remove a folder; its images become unclassified',
        tags,
        params: ZImageFolderIdParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await removeImageFolder(deps, callerOf(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        summary: 'A page of images, newest first (folderId -2 all, 0 unclassified); urls are signed',
        tags,
        querystring: ZImageListQuery,
        response: { 200: ZEnvelope(ZImagePage) },
      },
    },
    async (request) => ok(await listImages(deps, callerOf(request).userId, request.query), request.lang),
  );

  app.post(
    base,
    {
      schema: {
        summary: `Upload images (multipart: file parts, dataType, folderId; png, jpeg, gif, webp, svg; ${MB} MB each)`,
        description:
          'Fields may also be given in the query (which the request signature covers). Absent folderId: the default folder; 0: unclassified. SVG is stored cleaned (no script, event attributes or external references).',
        tags,
        consumes: ['multipart/form-data'],
        querystring: ZImageUploadFields.partial(),
        response: { 200: ZEnvelope(z.array(ZLibraryImage)) },
      },
    },
    async (request) =>
      ok(
        await uploadImages(
          deps,
          callerOf(request).userId,
          uploadParts(request),
          request.query as Record<string, unknown>,
        ),
        request.lang,
      ),
  );

  app.post(
    `${base}/rename`,
    {
      schema: {
        summary: 'Rename an image (the name it is shown with)',
        tags,
        body: ZImageRenameBody,
        response: { 200: ZEnvelope(ZLibraryImage) },
      },
    },
    async (request) => ok(await renameImage(deps, callerOf(request).userId, request.body), request.lang),
  );

  app.post(
    `${base}/move`,
    {
      schema: {
        summary: 'Move images to a folder of their library, or to unclassified (0)',
        tags,
        body: ZImageMoveBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await moveImages(deps, callerOf(request).userId, request.body);
      return ok(null, request.lang);
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        summary: 'Remove images and their files',
        tags,
        body: ZImageRemoveBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await removeImages(deps, callerOf(request).userId, request.body, request.log);
      return ok(null, request.lang);
    },
  );

  app.get(
    `${base}/amount`,
    {
      schema: {
        summary: 'How many images each folder holds, unclassified, and in all',
        tags,
        querystring: ZImageAmountQuery,
        response: { 200: ZEnvelope(ZImageAmount) },
      },
    },
    async (request) =>
      ok(await countImages(deps, callerOf(request).userId, request.query.dataType), request.lang),
  );
};
