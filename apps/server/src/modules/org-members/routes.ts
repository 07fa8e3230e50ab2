import { orgInviteApi, orgMembersApi } from '@cairn/contract';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { addMember } from './add-member.ts';
import { changeDepartment, changePermissions, changeRole, setDisabled } from './change-member.ts';
import { acceptInvite, inviteInfo, registerWithInvite } from './invite-join.ts';
import { createInvite, emailInvite, getInvite, revokeInvite } from './invites.ts';
import { assignableDepartments, listMembers } from './member-access-list.ts';
import { leaveOrganisation, listHeirs, removeMember } from './remove-member.ts';

/** Organisation members and invitations (contract org/member-calls.ts, org/invite-calls.ts), under /api/designer. */
export const orgMemberRoutes: RoutesPlugin = async (app, { deps }) => {
  const actor = (user: { userId: number }, request: FastifyRequest) => ({
    userId: user.userId,
    ip: request.ip,
  });
  // Links are written with PUBLIC_URL when set; else the address the admin reached us at.
  const origin = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;

  serve(app, orgMembersApi, {
    list: async ({ query, user }) => listMembers(deps.db, user.userId, query),
    add: async ({ body, user, request }) => addMember(deps, actor(user, request), body),
    role: async ({ body, user, request }) => changeRole(deps, actor(user, request), body),
    permission: async ({ body, user, request }) => changePermissions(deps, actor(user, request), body),
    department: async ({ body, user, request }) => changeDepartment(deps, actor(user, request), body),
    disable: async ({ body, user, request }) => setDisabled(deps, actor(user, request), body),
    remove: async ({ body, user, request }) => removeMember(deps, actor(user, request), body),
    leave: async ({ body, user, request }) => leaveOrganisation(deps, actor(user, request), body),
    departments: async ({ user }) => assignableDepartments(deps.db, user.userId),
    heirs: async ({ query, user }) => listHeirs(deps.db, user.userId, query.keyword),
  });

  serve(app, orgInviteApi, {
    get: async ({ user, request }) => getInvite(deps, actor(user, request), origin(request)),
    create: async ({ body, user, request }) =>
      createInvite(deps, actor(user, request), body, origin(request)),
    revoke: async ({ user, request }) => revokeInvite(deps, actor(user, request), origin(request)),
    email: async ({ body, user, request, lang }) =>
      emailInvite(deps, actor(user, request), body.email, lang, origin(request)),
    info: async ({ query }) => inviteInfo(deps, query.code),
    accept: async ({ body, user }) => acceptInvite(deps, user.userId, body.code),
    register: async ({ body }) => registerWithInvite(deps, body),
  });
};
