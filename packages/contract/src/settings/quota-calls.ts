import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZIdParams } from '../design/common.ts';
import { ZSurveySaved } from '../projects/schemas.ts';
import {
  ZQuotaListQuery,
  ZQuotaRemoveBody,
  ZQuotaSaveBody,
  ZQuotaSaved,
  ZQuotaView,
} from './quota-schemas.ts';

const tags = ['settings'];

/** Quotas of the quota settings (spec doc 2 §7): list with progress, save (create or replace), remove. */
export const quotaApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/quota/list',
    access: 'survey:read',
    summary: 'A survey’s quotas with their progress (filled of target)',
    tags,
    query: ZQuotaListQuery,
    answer: z.array(ZQuotaView),
  }),
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/quota/save',
    access: 'survey:edit',
    summary: 'Create a quota, or replace the rule of one (with id) keeping its progress',
    description:
      'Conditions: choice questions of the survey and their own options (A0303). A5200 for an unknown id.',
    errors: ['A0303', 'A5200'],
    tags,
    body: ZQuotaSaveBody,
    answer: ZQuotaSaved,
  }),
  remove: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/quota/remove/{id}',
    access: 'survey:edit',
    summary: 'Delete a quota',
    description: 'A5200 when the survey has no such quota.',
    errors: ['A5200'],
    tags,
    params: ZIdParams,
    body: ZQuotaRemoveBody,
    answer: ZSurveySaved,
  }),
};
