import { INVITE_UPLOAD_MAX_BYTES, inviteApi } from '@cairn/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
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

/** Invitation codes of the answer settings (contract settings/invite-calls.ts). */
export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  serve(app, inviteApi, {
    list: async ({ query, user }) => listInviteCodes(deps, user, query),
    generate: async ({ body, user }) => generateInviteCodes(deps, user, body),
    import: async ({ body, user }) => importInviteCodes(deps, user, body.surveyCode, [body.text]),
    upload: async ({ query, user, request }) => {
      const upload = await readUpload(request);
      const values = await readInviteSheet(upload.bytes, upload.fileName);
      return importInviteCodes(deps, user, query.surveyCode, values);
    },
    remove: async ({ body, user }) => removeInviteCodes(deps, user, body),
  });
}
