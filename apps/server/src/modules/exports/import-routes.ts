import { ANSWER_IMPORT_MAX_BYTES, answerImportApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { importAnswers } from './import-answers.ts';
import { answerImportTemplate } from './import-template.ts';
import { CONTENT_TYPES } from './sheet-sink.ts';

/** The one uploaded .xlsx; too big is A0110 (5 MB), .xls A0112, none A0107, empty A0108. */
async function readXlsx(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the file as multipart/form-data');
  let upload: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts())
      if (part.type === 'file') upload = { name: part.filename ?? '', bytes: await part.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('A0110');
    if (code?.startsWith('FST_')) throw new AppError('A0400', 'send one file');
    throw error;
  }
  if (!upload) throw new AppError('A0107', 'send the xlsx file as the multipart field "file"');
  if (/\.xls$/i.test(upload.name)) throw new AppError('A0112');
  if (upload.bytes.length === 0) throw new AppError('A0108');
  return upload.bytes;
}

/** Answer import and its template (contract report/import-calls.ts): the raw export's layout back into responses. */
export const answerImportRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(ANSWER_IMPORT_MAX_BYTES)); // encapsulated
  serve(app, answerImportApi, {
    upload: async ({ query, user, request }) =>
      importAnswers(deps, user.userId, query.surveyCode, await readXlsx(request)),
    template: async ({ query, user, lang, reply }) => {
      const { fileName, bytes } = await answerImportTemplate(deps, user.userId, query.surveyCode, lang);
      const ascii = fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', CONTENT_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  });
};
