import { discussionRollApi, ROLL_UPLOAD_MAX_BYTES } from '@cairn/contract';
import multipart from '@fastify/multipart';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { CONTENT_TYPES } from '../exports/sheet-sink.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { clearRoll, updateInterviewee } from './roll-edit.ts';
import { deleteGroup, listGroups, saveGroup, updateGroup } from './roll-groups.ts';
import { importRoll } from './roll-import.ts';
import { listRoll } from './roll-list.ts';
import { loadInterviewProject } from './roll-project.ts';
import { getDiscussion, rollHead, saveDiscussion } from './roll-settings.ts';
import { readRollSheet } from './roll-sheet.ts';
import { rollTemplate } from './roll-template.ts';

/** The interviewee roll of interview projects (contract discussion/roll-calls.ts). */
export const discussionRollRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(ROLL_UPLOAD_MAX_BYTES)); // encapsulated
  serve(app, discussionRollApi, {
    settings: async ({ query, user }) => getDiscussion(deps, user.userId, query.surveyCode),
    save: async ({ body, user }) => saveDiscussion(deps, user.userId, body),
    importRoll: async ({ query, user, request }) => {
      // The right before the file is read: a stranger learns nothing from how it parses.
      const survey = await loadInterviewProject(deps, user.userId, query.surveyCode);
      const upload = await readOneFile(request, {
        tooLarge: () => new AppError('A0110'),
        tooMany: 'send one file',
      });
      return importRoll(deps.db, survey.id, await readRollSheet(upload.bytes, upload.fileName));
    },
    template: async ({ query, user, lang, reply }) => {
      const { fileName, bytes } = await rollTemplate(deps, user.userId, query.surveyCode, lang);
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
    list: async ({ body, user }) => listRoll(deps, user.userId, body),
    clear: async ({ body, user }) => clearRoll(deps, user.userId, body),
    update: async ({ body, user }) => updateInterviewee(deps, user.userId, body),
    head: async ({ query, user }) => rollHead(deps, user.userId, query.surveyCode),
    groups: async ({ params, user }) => listGroups(deps, user.userId, params.code),
    saveGroup: async ({ body, user }) => saveGroup(deps, user.userId, body),
    updateGroup: async ({ body, user }) => updateGroup(deps, user.userId, body),
    deleteGroup: async ({ body, user }) => deleteGroup(deps, user.userId, body),
  });
};
