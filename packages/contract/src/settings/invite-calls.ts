import { endpoint } from '../api/endpoint.ts';
import { ZSurveyCodeQuery } from '../design/common.ts';
import {
  ZInviteAdded,
  ZInviteGenerateBody,
  ZInviteImportBody,
  ZInviteListQuery,
  ZInvitePage,
  ZInviteRemoveBody,
  ZInviteRemoved,
} from './invite-schemas.ts';

const tags = ['settings'];

/** Invitation codes of the answer settings (spec doc 2 §7): list, generate, import (text or xlsx), remove. */
export const inviteApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/invite/code/list',
    access: 'survey:read',
    summary: 'One page of a survey’s invitation codes with their use state',
    description: 'state: all, used or unused. Newest first. usedCount and totalCount cover the whole survey.',
    tags,
    query: ZInviteListQuery,
    answer: ZInvitePage,
  }),
  generate: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/invite/code/generate',
    access: 'survey:edit',
    summary: 'Generate invitation codes (8 characters without look-alikes)',
    description: 'A0302 past 50,000 codes per survey.',
    errors: ['A0302'],
    tags,
    body: ZInviteGenerateBody,
    answer: ZInviteAdded,
  }),
  import: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/invite/code/import',
    access: 'survey:edit',
    summary: 'Import pasted invitation codes (one per line; commas and spaces also separate)',
    description: 'Codes already held count as duplicates; malformed ones are listed. A0108 when empty.',
    errors: ['A0108', 'A0302'],
    tags,
    body: ZInviteImportBody,
    answer: ZInviteAdded,
  }),
  upload: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/invite/code/upload',
    access: 'survey:edit',
    summary: 'Import invitation codes from an .xlsx (first column of the first sheet)',
    description: 'multipart/form-data with the field "file", at most 5 MB. A0112 for .xls.',
    errors: ['A0106', 'A0107', 'A0108', 'A0110', 'A0111', 'A0112', 'A0302'],
    tags,
    upload: true,
    query: ZSurveyCodeQuery,
    answer: ZInviteAdded,
  }),
  remove: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/invite/code/remove',
    access: 'survey:edit',
    summary: 'Delete invitation codes: the listed ids, or every unused one',
    tags,
    body: ZInviteRemoveBody,
    answer: ZInviteRemoved,
  }),
};
