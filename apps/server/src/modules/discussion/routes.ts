import { discussionManagerApi, interviewApi } from '@cairn/contract';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { liveSessions } from './live.ts';
import { acceptManagerInvite, emailManagerInvite, managerInviteInfo } from './manager-invite.ts';
import { deleteManager, listManagers, saveManager } from './managers.ts';
import { myInterviews } from './my-interviews.ts';
import { closeHosting, interviewConsole, markAbsent, openSession } from './sessions.ts';

/** Interview projects' hosts, observers and sessions (contract discussion/*-calls.ts), under /api/designer. */
export const discussionRoutes: RoutesPlugin = async (app, { deps }) => {
  // Links are written with PUBLIC_URL when set; else the address the owner reached us at.
  const origin = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  serve(app, discussionManagerApi, {
    list: async ({ query, user }) => listManagers(deps.db, user.userId, query.surveyCode),
    update: async ({ body, user }) => saveManager(deps.db, user.userId, body),
    delete: async ({ body, user }) => deleteManager(deps.db, user.userId, body.surveyCode, body.id),
    email: async ({ body, user, lang, request }) =>
      emailManagerInvite(deps, user.userId, body, lang, origin(request)),
    inviteInfo: async ({ query }) => managerInviteInfo(deps, query.token),
    accept: async ({ body, user }) => acceptManagerInvite(deps, user.userId, body.token),
  });
  serve(app, interviewApi, {
    mine: async ({ user }) => myInterviews(deps.db, user.userId),
    console: async ({ query, user }) => interviewConsole(deps, user.userId, query.surveyCode),
    open: async ({ body, user }) => openSession(deps, user.userId, body),
    absent: async ({ body, user }) => markAbsent(deps, user.userId, body),
    close: async ({ body, user }) => closeHosting(deps, user.userId, body.surveyCode),
    live: async ({ query, user }) => liveSessions(deps.db, user.userId, query.surveyCode),
  });
};
