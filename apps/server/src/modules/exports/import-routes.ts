import { ANSWER_IMPORT_MAX_BYTES, answerImportApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { importAnswers } from './import-answers.ts';
import { answerImportTemplate } from './import-template.ts';
import { CONTENT_TYPES } from './sheet-sink.ts';

/** The one uploaded .xlsx; too big is A0110 (5 MB), .xls A0112, none A0107, empty A0108. */
async function readXlsx(request: FastifyRequest): Promise<Buffer> {
  const upload = await readOneFile(request, {
    tooLarge: () => new AppError('A0110'),
    tooMany: 'send one file',
  });
  if (/\.xls$/i.test(upload.fileName)) throw new AppError('A0112');
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
