import { RESPOND_UPLOAD_MAX_BYTES, ZEnvelope, ZRespondUploaded } from '@cairn/contract';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
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
 * POST /api/respond/v1/upload — public like the other respondent calls (no login, no
 * signature); every rule is in upload-file.ts. Its own plugin, so only this route reads
 * multipart bodies.
 */
export const respondUploadRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(RESPOND_UPLOAD_MAX_BYTES));
  app.post(
    '/v1/upload',
    {
      config: { signed: false, authenticated: false },
      schema: {
        summary: 'Upload a file for an upload, signature or recorder question (multipart: fields, then file)',
        description:
          'Fields first (ZRespondUploadFields: surveyCode, responseId, nodeId, password, inviteCode), then the ' +
          '`file` part. Same access rules as save (A0310 with the state). A0400 nodeId: not a file question of ' +
          'the published version. A0312 over the question size limit; A0106 a type the question does not take ' +
          '(by the bytes: a signature is PNG, a recording webm/ogg/mp4/wav, an upload its allowed suffixes and ' +
          'bytes that agree with its name); A0108 empty; A0313 the response holds its maximum of files; A2032 ' +
          'the address uploaded too much for now.',
        tags: ['respond'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(ZRespondUploaded) },
      },
    },
    async (request, reply) =>
      ok(await uploadRespondentFile(deps, uploadParts(request), visitorOf(request, reply)), request.lang),
  );
};
