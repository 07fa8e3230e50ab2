import {
  INVITE_UPLOAD_MAX_BYTES,
  ZEnvelope,
  ZInviteAdded,
  ZInviteGenerateBody,
  ZInviteImportBody,
  ZInviteListQuery,
  ZInvitePage,
  ZInviteRemoveBody,
  ZInviteRemoved,
  ZSurveyCodeQuery,
} from '@cairn/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { generateInviteCodes, importInviteCodes } from './invite-add.ts';
import { listInviteCodes } from './invite-list.ts';
import { removeInviteCodes } from './invite-remove.ts';
import { readInviteSheet } from './invite-sheet.ts';

export const INVITE_MULTIPART = {
  limits: { fileSize: INVITE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
};

/** The one uploaded file; limit errors as catalogue errors (A0110 is the spec's 5 MB message). */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('A0107', 'send the file as multipart/form-data');
  let upload: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') upload = { fileName: part.filename ?? '', bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('A0110');
    if (code?.startsWith('FST_')) throw new AppError('A0400', 'send one file');
    throw error;
  }
  if (!upload) throw new AppError('A0107', 'send the xlsx file as the multipart field "file"');
  if (upload.bytes.length === 0) throw new AppError('A0108');
  return upload;
}

/** Invitation codes of the answer settings: list, generate, import (text or xlsx), remove. */
export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const added = { 200: ZEnvelope(ZInviteAdded) };

  r.get(
    '/v1/invite/code/list',
    {
      schema: {
        summary: 'One page of a survey’s invitation codes with their use state',
        description:
          'state: all, used or unused. Newest first. usedCount and totalCount cover the whole survey.',
        tags,
        querystring: ZInviteListQuery,
        response: { 200: ZEnvelope(ZInvitePage) },
      },
    },
    async (request) => ok(await listInviteCodes(deps, callerOf(request), request.query), request.lang),
  );

  r.post(
    '/v1/invite/code/generate',
    {
      schema: {
        summary: 'Generate invitation codes (8 characters without look-alikes)',
        description: 'Edit right (A5211). A0302 past 50,000 codes per survey.',
        tags,
        body: ZInviteGenerateBody,
        response: added,
      },
    },
    async (request) => ok(await generateInviteCodes(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/invite/code/import',
    {
      schema: {
        summary: 'Import pasted invitation codes (one per line; commas and spaces also separate)',
        description:
          'Edit right. Codes already held count as duplicates; malformed ones are listed. A0108 when empty.',
        tags,
        body: ZInviteImportBody,
        response: added,
      },
    },
    async (request) =>
      ok(
        await importInviteCodes(deps, callerOf(request), request.body.surveyCode, [request.body.text]),
        request.lang,
      ),
  );

  r.post(
    '/v1/invite/code/upload',
    {
      schema: {
        summary: 'Import invitation codes from an .xlsx (first column of the first sheet)',
        description: 'multipart/form-data with the field "file", at most 5 MB. A0112 for .xls.',
        tags,
        querystring: ZSurveyCodeQuery,
        response: added,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request);
      const values = await readInviteSheet(upload.bytes, upload.fileName);
      return ok(await importInviteCodes(deps, caller, request.query.surveyCode, values), request.lang);
    },
  );

  r.post(
    '/v1/invite/code/remove',
    {
      schema: {
        summary: 'Delete invitation codes: the listed ids, or every unused one',
        tags,
        body: ZInviteRemoveBody,
        response: { 200: ZEnvelope(ZInviteRemoved) },
      },
    },
    async (request) => ok(await removeInviteCodes(deps, callerOf(request), request.body), request.lang),
  );
}
