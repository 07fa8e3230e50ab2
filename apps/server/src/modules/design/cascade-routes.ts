import { CASCADE_UPLOAD_MAX_BYTES, ZCascadeUploadQuery, ZEnvelope, ZTreeEdited } from '@cairn/contract';
import { type Issue, replaceCascadeOptions } from '@cairn/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../http/guards.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { cascadeTemplate, readCascadeSheet } from './cascade-sheet.ts';
import type { DesignDeps } from './design-deps.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = CASCADE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** Multipart limits of the design calls: one file of at most the cascade upload's size. */
export const DESIGN_MULTIPART = multipartLimits(CASCADE_UPLOAD_MAX_BYTES);

/** The multipart plugin's limit errors as catalogue errors (A0110 is the spec's size message). */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('A0110');
  if (code === 'FST_FILES_LIMIT') return new AppError('A0400', 'send one file');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('A0400', 'too many fields');
  return error;
}

/** The one uploaded file; every part is read so the request never stalls. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the file as multipart/form-data');
  let upload: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw limitError(error);
  }
  if (!upload) throw new AppError('A0107', 'send the xlsx file as the multipart field "file"');
  if (upload.bytes.length === 0) throw new AppError('A0108');
  return upload;
}

/**
 * Core refuses bad levels as A0400 on `paths`; for an upload that is the template's format error
 * (A0109), named by the worksheet row and column the author can find.
 */
function asTemplateError(error: unknown, rows: readonly number[]): unknown {
  if (!(error instanceof AppError) || error.code !== 'A0400') return error;
  const [first] = ((error.data as { issues?: Issue[] } | null)?.issues ?? []) as Issue[];
  if (first?.path[0] !== 'paths') return error;
  const [, index, column] = first.path;
  const where = [
    typeof index === 'number' ? `row ${rows[index]}` : '',
    typeof column === 'number' ? `column ${column + 1}` : '',
  ].filter(Boolean);
  return new AppError('A0109', `${where.length ? `${where.join(', ')}: ` : ''}${first.message}`, error.data);
}

/**
 * The cascade template download and upload (spec doc 1 §5: follow the template, at most 5 MB,
 * replaces the existing options, xls/xlsx).
 */
export function cascadeRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/nodes/option/cascade/template',
    {
      // A fixed file with no survey data, fetched by a plain link (DESIGN.md §3: downloads carry no headers).
      config: { signed: false, authenticated: false },
      schema: {
        summary: 'The cascade upload template (xlsx) in the caller’s language',
        description: 'Row 1 headers, then one row per last-level option, one column per level from A.',
        tags: ['options'],
      },
    },
    async (request, reply) => {
      const template = cascadeTemplate(request.lang);
      const ascii = template.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(template.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(await template.bytes);
    },
  );

  r.post(
    '/v1/nodes/option/cascade/upload',
    {
      schema: {
        summary: `Replace a cascade question’s options with the levels of an uploaded template (xlsx, ≤ ${MB} MB)`,
        description:
          'multipart/form-data with one file; surveyCode and nodeId in the query. A0110 past the size, A0112 for .xls, ' +
          'A0109 for a file that does not follow the template (the row is named), A0111 for one that cannot be read. ' +
          'Send the x-node-v the last edit returned (A0120 otherwise).',
        tags: ['options'],
        consumes: ['multipart/form-data'],
        querystring: ZCascadeUploadQuery,
        response: { 200: ZEnvelope(ZTreeEdited) },
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId } = request.query;
      const upload = await readUpload(request);
      // Refuse a caller without the edit right before spending time on their file.
      await loadSurveyForAction(deps, callerOf(request), surveyCode, 'edit');
      const sheet = await readCascadeSheet(upload.bytes, upload.fileName);
      try {
        return await replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) =>
          replaceCascadeOptions(tree, { nodeId, paths: sheet.paths }, ctx),
        );
      } catch (error) {
        throw asTemplateError(error, sheet.rows);
      }
    },
  );
}
