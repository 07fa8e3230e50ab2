import { RESPOND_UPLOAD_MAX_BYTES, respondApi } from '@cairn/contract';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { type RespondUploadPart, uploadRespondentFile } from './upload-file.ts';
import { visitorOf } from './visitor.ts';

/**
 * Reads a file part up to `maxBytes`. Past it the rest is still read to its end (so the request
 * completes and the answer reaches the browser) but dropped; the plugin's own cap (the largest
 * any question allows) bounds how much that is.
 */
function readUpTo(part: MultipartFile, maxBytes: number): Promise<Uint8Array | 'too_big'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    part.file.once('error', reject);
    part.file.once('end', () =>
      resolve(size > maxBytes || part.file.truncated ? 'too_big' : Buffer.concat(chunks, size)),
    );
  });
}

async function* uploadParts(request: FastifyRequest): AsyncGenerator<RespondUploadPart> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the file as multipart/form-data');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') yield { type: 'field', name: part.fieldname, value: String(part.value) };
      else yield { type: 'file', fileName: part.filename ?? '', read: (max) => readUpTo(part, max) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('A0400', 'one file per upload');
    throw error;
  }
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
        uploadRespondentFile(deps, uploadParts(request), visitorOf(request, reply)),
    },
  );
};
