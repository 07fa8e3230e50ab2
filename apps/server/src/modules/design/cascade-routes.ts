import { CASCADE_UPLOAD_MAX_BYTES, type optionsApi } from '@cairn/contract';
import { type Issue, replaceCascadeOptions } from '@cairn/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import type { Handlers } from '../../http/serve-endpoints.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { cascadeTemplate, readCascadeSheet } from './cascade-sheet.ts';
import type { DesignDeps } from './design-deps.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Multipart limits of the design calls: one file of at most the cascade upload's size. */
export const DESIGN_MULTIPART = multipartLimits(CASCADE_UPLOAD_MAX_BYTES);

/** The one uploaded xlsx (http/multipart-parts.ts): past 5 MB the spec's A0110. */
const readUpload = (request: FastifyRequest) =>
  readOneFile(request, { tooLarge: () => new AppError('A0110'), tooMany: 'send one file' });

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

/** The cascade template download and upload handlers (contract `optionsApi.cascadeTemplate` / `cascadeUpload`). */
export function cascadeHandlers(deps: DesignDeps) {
  return {
    cascadeTemplate: async ({ lang, reply }) => {
      const template = cascadeTemplate(lang);
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
    cascadeUpload: async ({ query, user, request, reply }) => {
      const { surveyCode, nodeId } = query;
      const upload = await readUpload(request);
      // Refuse a caller without the edit right before spending time on their file.
      await loadSurveyForAction(deps, user, surveyCode, 'edit');
      const sheet = await readCascadeSheet(upload.bytes, upload.fileName);
      try {
        return await replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) =>
          replaceCascadeOptions(tree, { nodeId, paths: sheet.paths }, ctx),
        );
      } catch (error) {
        throw asTemplateError(error, sheet.rows);
      }
    },
  } satisfies Pick<Handlers<typeof optionsApi>, 'cascadeTemplate' | 'cascadeUpload'>;
}
