import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZManagerIdBody,
  ZManagerInviteAcceptBody,
  ZManagerInviteAccepted,
  ZManagerInviteInfo,
  ZManagerInviteQuery,
  ZManagerList,
  ZManagerListQuery,
  ZManagerUpdateBody,
} from './manager-schemas.ts';
import { ZDiscussionManager } from './schemas.ts';

const tags = ['discussion'];

/**
 * Hosts and observers of an interview project (spec doc 2 "Discussion (interview) projects":
 * manager/list, update, delete, email; the invite's info and accept are ours). Managed with the
 * edit right on the project (owner, editors); served by apps/server/src/modules/discussion.
 */
export const discussionManagerApi = {
  list: endpoint({
    service: 'designer',
    access: 'survey:edit',
    tags,
    method: 'GET',
    path: '/v1/discussion/manager/list',
    summary: 'The project’s hosts and observers, with their status and invite state',
    errors: ['A1100', 'A5211', 'A0404'],
    query: ZManagerListQuery,
    answer: ZManagerList,
  }),
  update: endpoint({
    service: 'designer',
    access: 'survey:edit',
    tags,
    method: 'POST',
    path: '/v1/discussion/manager/update',
    summary: 'Add (no id) or edit (id) a host or observer: role, name, e-mail',
    description:
      'Only for interview projects (A0404 otherwise). A5203 when the e-mail is already a manager of the ' +
      'project. A new e-mail on an edit clears the acceptance: the new address must accept again.',
    errors: ['A1100', 'A5211', 'A0404', 'A5203'],
    body: ZManagerUpdateBody,
    answer: ZDiscussionManager,
  }),
  delete: endpoint({
    service: 'designer',
    access: 'survey:edit',
    tags,
    method: 'POST',
    path: '/v1/discussion/manager/delete',
    summary: 'Remove a host or observer (their console access ends at once)',
    errors: ['A1100', 'A5211', 'A0404'],
    body: ZManagerIdBody,
    answer: z.null(),
  }),
  email: endpoint({
    service: 'designer',
    access: 'survey:edit',
    tags,
    method: 'POST',
    path: '/v1/discussion/manager/email',
    summary: 'Send (or send again) the invite e-mail; a new link replaces the previous one',
    description: 'A2003 when the mail cannot be sent; an accepted manager needs no invite (A5204).',
    errors: ['A1100', 'A5211', 'A0404', 'A2003', 'A5204', 'A2032'],
    rateLimit: 30,
    body: ZManagerIdBody,
    answer: ZDiscussionManager,
  }),
  inviteInfo: endpoint({
    service: 'designer',
    access: 'client',
    tags,
    method: 'GET',
    path: '/v1/discussion/manager/invite/info',
    summary: 'What a host/observer invite leads to (the invite page)',
    description: 'A5221 for a token that is unknown or already used (one answer for both).',
    errors: ['A5221', 'A2032'],
    rateLimit: 30,
    query: ZManagerInviteQuery,
    answer: ZManagerInviteInfo,
  }),
  accept: endpoint({
    service: 'designer',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/discussion/manager/invite/accept',
    summary: 'Accept a host/observer invite with the signed-in account',
    description:
      'Sets the manager’s account and ends the invite link. A5221 invalid token; A5206 when this account ' +
      'is already another manager of the project.',
    errors: ['A5221', 'A5206', 'A2032'],
    rateLimit: 30,
    body: ZManagerInviteAcceptBody,
    answer: ZManagerInviteAccepted,
  }),
};
