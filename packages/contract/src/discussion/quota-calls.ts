import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZDiscussionQuotaControlBody,
  ZDiscussionQuotaListQuery,
  ZDiscussionQuotaNodes,
  ZDiscussionQuotaNodesParams,
  ZDiscussionQuotaSaveBody,
  ZDiscussionQuotaView,
} from './quota-schemas.ts';

const tags = ['discussion'];
const NOT_DISCUSSION = 'A0400 when the project is not an interview project.';

/** Quotas on the interview roll (spec doc 2 §7 "Discussion"): list, nodes, save; and the control switch. */
export const discussionQuotaApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/quota/discussion/list',
    access: 'survey:read',
    summary: 'The roll’s quotas with their progress: done (state 2) and in progress (state 1)',
    description: NOT_DISCUSSION,
    tags,
    query: ZDiscussionQuotaListQuery,
    answer: z.array(ZDiscussionQuotaView),
  }),
  nodes: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/quota/nodes/discussion/{code}',
    access: 'survey:read',
    summary: 'What a roll quota can name: groups, and head fields with the values found in the roll',
    description: NOT_DISCUSSION,
    tags,
    params: ZDiscussionQuotaNodesParams,
    answer: ZDiscussionQuotaNodes,
  }),
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/quota/discussion/quota',
    access: 'survey:edit',
    summary: 'Replace the roll’s quotas: with id edits, without id creates, left out deletes',
    description: `A0404 for a group not in the project; A0400 for a head field it lacks; A5200 for an unknown quota id. ${NOT_DISCUSSION}`,
    errors: ['A0404', 'A5200'],
    tags,
    body: ZDiscussionQuotaSaveBody,
    answer: z.array(ZDiscussionQuotaView),
  }),
  control: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/quota/discussion/control',
    access: 'survey:launch',
    summary: 'Quota control: stop new sessions at a quota’s target, or allow them over it',
    description: `A5200 for an unknown quota id. ${NOT_DISCUSSION}`,
    errors: ['A5200'],
    tags,
    body: ZDiscussionQuotaControlBody,
    answer: ZDiscussionQuotaView,
  }),
};
