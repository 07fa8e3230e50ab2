import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  imageLibraryApi,
  surveyImageApi,
} from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { uploadParts } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { libraryFolderCalls } from '../folders/library-folder-calls.ts';
import { countImages } from './count-images.ts';
import { imageFolderTable } from './folder-repo.ts';
import { listImages } from './list-images.ts';
import { moveImages } from './move-images.ts';
import { removeImages } from './remove-images.ts';
import { renameImage } from './rename-image.ts';
import { getSurveyImage, listSurveyImages, uploadSurveyImages } from './survey-images.ts';
import { uploadImages } from './upload-images.ts';

const MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** The upload's parts (http/multipart-parts.ts) with the image library's limits in its words. */
const imageParts = (request: FastifyRequest) =>
  uploadParts(request, {
    tooLarge: () => new AppError('A0400', `an image may be at most ${MB} MB`),
    tooMany: `at most ${IMAGE_MAX_FILES_PER_UPLOAD} images per upload`,
  });

/**
 * The image library (contract `imageLibraryApi`, under /api/designer/v1/image/library) and a
 * survey's own images (`surveyImageApi`, /api/designer/v1/surveys/image): both upload through
 * store-uploads.ts.
 */
export const imageLibraryRoutes: RoutesPlugin = async (app, { deps }) => {
  // Encapsulated here: only the upload calls read multipart bodies, each file cut off past the limit.
  await app.register(multipart, multipartLimits(IMAGE_MAX_BYTES, IMAGE_MAX_FILES_PER_UPLOAD));

  // Folders through the shared folder store (see ARCHITECTURE "Folders").
  const folders = libraryFolderCalls(imageFolderTable);
  serve(app, imageLibraryApi, {
    folders: async ({ query, user, lang }) => folders.list(deps, user.userId, query.dataType, lang),
    createFolder: async ({ body, user, lang }) => folders.create(deps, user.userId, body, lang),
    renameFolder: async ({ body, user, lang }) => folders.rename(deps, user.userId, body, lang),
    moveFolder: async ({ body, user, lang }) => folders.move(deps, user.userId, body, lang),
    removeFolder: async ({ params, user }) => {
      await folders.remove(deps, user.userId, params.id);
      return null;
    },
    list: async ({ query, user }) => listImages(deps, user.userId, query),
    upload: async ({ query, user, request }) => uploadImages(deps, user.userId, imageParts(request), query),
    rename: async ({ body, user }) => renameImage(deps, user.userId, body),
    move: async ({ body, user }) => {
      await moveImages(deps, user.userId, body);
      return null;
    },
    remove: async ({ body, user, request }) => {
      await removeImages(deps, user.userId, body, request.log);
      return null;
    },
    amount: async ({ query, user }) => countImages(deps, user.userId, query.dataType),
  });

  serve(app, surveyImageApi, {
    list: async ({ query, user }) => listSurveyImages(deps, user, query),
    upload: async ({ query, user, request }) =>
      uploadSurveyImages(deps, user, query.surveyCode, imageParts(request)),
    get: async ({ params, query, user }) => getSurveyImage(deps, user, query.surveyCode, params.id),
  });
};
