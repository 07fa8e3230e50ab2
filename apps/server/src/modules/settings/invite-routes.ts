import { INVITE_UPLOAD_MAX_BYTES, inviteApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { generateInviteCodes, importInviteCodes } from './invite-add.ts';
import { listInviteCodes } from './invite-list.ts';
import { removeInviteCodes } from './invite-remove.ts';
import { readInviteSheet } from './invite-sheet.ts';

export const INVITE_MULTIPART = {
  limits: { fileSize: INVITE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
};

/** Invitation codes of the answer settings (contract settings/invite-calls.ts). */
export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  serve(app, inviteApi, {
    list: async ({ query, user }) => listInviteCodes(deps, user, query),
    generate: async ({ body, user }) => generateInviteCodes(deps, user, body),
    import: async ({ body, user }) => importInviteCodes(deps, user, body.surveyCode, [body.text]),
    upload: async ({ query, user, request }) => {
      // The edit right before the file is read: a stranger learns nothing from how it parses.
      await loadSurveyForAction(deps, user, query.surveyCode, 'edit');
      const upload = await readOneFile(request, {
        tooLarge: () => new AppError('A0110'),
        tooMany: 'send one file',
      });
      const values = await readInviteSheet(upload.bytes, upload.fileName);
      return importInviteCodes(deps, user, query.surveyCode, values);
    },
    remove: async ({ body, user }) => removeInviteCodes(deps, user, body),
  });
}
