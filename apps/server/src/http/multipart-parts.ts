import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** One part of an upload: a text field, or a file read on demand. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | {
      type: 'file';
      fileName: string;
      /** The whole file; past the call's size limit, the call's `tooLarge` error. */
      read(): Promise<Buffer>;
      /** The file, or 'too_big' past `maxBytes` (the rest is read and dropped, so the request goes on). */
      readUpTo(maxBytes: number): Promise<Buffer | 'too_big'>;
    };

export interface UploadRules {
  /** The error for a file past the call's multipart size limit. */
  tooLarge: () => AppError;
  /** What to say past the limit on files or fields ("send one file"). */
  tooMany: string;
}

/**
 * The parser's failures as catalogue errors. Limits the call sets answer its own words; anything
 * else the parser throws (a body cut off before its closing boundary, a malformed part header) is
 * the client's input, not a server failure: A0400, not HTTP 500.
 */
function asUploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('A0400', rules.tooMany);
  return new AppError('A0400', 'the upload ended early or is malformed; send the file again');
}

function readUpTo(part: MultipartFile, maxBytes: number): Promise<Buffer | 'too_big'> {
  return new Promise((resolve, reject) => {
    // A body cut off mid-file errors the file's stream, perhaps before anyone reads it (the
    // caller may check other things first): no event comes after that.
    if (part.file.errored || part.file.destroyed)
      return reject(part.file.errored ?? new Error('the file part ended early'));
    const chunks: Buffer[] = [];
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    let ended = false;
    part.file.once('error', reject);
    part.file.once('end', () => {
      ended = true;
      resolve(size > maxBytes || part.file.truncated ? 'too_big' : Buffer.concat(chunks, size));
    });
    // A body cut off mid-file closes the file's stream without an end (and without an error).
    part.file.once('close', () => {
      if (!ended) reject(new Error('the file part ended early'));
    });
  });
}

/**
 * The parts of a multipart request, in order, with every failure of the parser answered as a
 * catalogue error (the one place upload calls read multipart bodies). Errors of the caller's own
 * code while it handles a part are not touched.
 */
export async function* uploadParts(request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the file as multipart/form-data');
  const mapped = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      throw asUploadError(error, rules);
    });
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await mapped(parts.next());
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field') {
      yield { type: 'field', name: part.fieldname, value: String(part.value) };
    } else {
      yield {
        type: 'file',
        fileName: part.filename ?? '',
        read: () => mapped(part.toBuffer()),
        readUpTo: (maxBytes) => mapped(readUpTo(part, maxBytes)),
      };
    }
  }
}

/** The one file of a single-file upload: none is A0107, an empty one A0108. */
export async function readOneFile(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fileName: string; bytes: Buffer }> {
  let upload: { fileName: string; bytes: Buffer } | null = null;
  // Every part is read, so the request never stalls on an unread file.
  for await (const part of uploadParts(request, rules)) {
    if (part.type === 'file') upload = { fileName: part.fileName, bytes: await part.read() };
  }
  if (!upload) throw new AppError('A0107', 'send the file as the multipart field "file"');
  if (upload.bytes.length === 0) throw new AppError('A0108');
  return upload;
}
