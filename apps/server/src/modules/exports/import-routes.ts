import { ANSWER_IMPORT_MAX_BYTES, ZAnswerImportQuery, ZAnswerImportReport, ZEnvelope } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { importAnswers } from './import-answers.ts';

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

/** Answer import (prefix /api/report): the raw export's layout back into responses. */
export const answerImportRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(ANSWER_IMPORT_MAX_BYTES)); // encapsulated
  app.post(
    '/v1/answer/upload',
    {
      schema: {
        summary: 'Import answers from an .xlsx in the raw export layout (row-level error report)',
        description:
          'multipart/form-data with the field "file", at most 5 MB and 20,000 rows. Edit right (A5211). ' +
          'Rows with any problem are reported and left out; the others become complete responses of ' +
          'the latest version. A0109 when the columns do not match the survey.',
        tags: ['downloads'],
        querystring: ZAnswerImportQuery,
        response: { 200: ZEnvelope(ZAnswerImportReport) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      const bytes = await readXlsx(request);
      return ok(await importAnswers(deps, userId, request.query.surveyCode, bytes), request.lang);
    },
  );
};
