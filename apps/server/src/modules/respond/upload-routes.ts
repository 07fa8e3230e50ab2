import { RESPOND_UPLOAD_MAX_BYTES, respondApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { uploadParts } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { crossOrigin } from '../discussion-offline/respond-cors.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { type RespondUploadPart, uploadRespondentFile } from './upload-file.ts';
import { visitorOf } from './visitor.ts';

/**
 * The upload's parts (http/multipart-parts.ts). A file is read up to the question's limit; past it
 * the rest is still read to its end (so the answer reaches the browser) but dropped, and the
 * plugin's own cap (the largest any question allows) bounds how much that is.
 */
async function* respondentParts(request: FastifyRequest): AsyncGenerator<RespondUploadPart> {
  const rules = {
    tooLarge: () => new AppError('A0400', 'the file is too large'),
    tooMany: 'one file per upload',
  };
  for await (const part of uploadParts(request, rules))
    yield part.type === 'field' ? part : { type: 'file', fileName: part.fileName, read: part.readUpTo };
}

/**
 * The respondent's upload (contract `respondApi.upload`) — public like the other respondent calls
 * (no login, no signature); every rule is in upload-file.ts. Its own plugin, so only this route
 * reads multipart bodies.
 */
export const respondUploadRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(RESPOND_UPLOAD_MAX_BYTES));
  serve(
    app,
    { upload: respondApi.upload },
    {
      upload: async ({ request, reply }) =>
        uploadRespondentFile(deps, respondentParts(request), visitorOf(request, reply), {
          crossOrigin: crossOrigin(request),
        }),
    },
  );
};
