import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZProjectCodeQuery,
  ZProjectShare,
  ZProjectShareRemoveBody,
  ZProjectShareSaveBody,
  ZProjectShareUpdateBody,
} from './schemas.ts';

const tags = ['projects'];
const share = { service: 'designer', access: 'survey:manage', tags } as const;

/** Project sharing (`/v1/project/share/...`): every call needs the manage right on the project. */
export const sharesApi = {
  list: endpoint({
    ...share,
    method: 'GET',
    path: '/v1/project/share/list',
    summary: 'Who a project is shared with, and their rights',
    query: ZProjectCodeQuery,
    answer: z.array(ZProjectShare),
  }),
  save: endpoint({
    ...share,
    method: 'POST',
    path: '/v1/project/share/save',
    summary: 'Share a project with another user (by user name or e-mail)',
    description:
      'A5205 unknown target, A5212 oneself, A5206 already shared (use share/update); A5202 a member ' +
      'without PROJECT_SHARE.',
    errors: ['A5205', 'A5212', 'A5206', 'A5202'],
    body: ZProjectShareSaveBody,
    answer: ZProjectShare,
  }),
  update: endpoint({
    ...share,
    method: 'POST',
    path: '/v1/project/share/update',
    summary: 'Change the rights of a share',
    description: 'A0404 when the user holds no share of the project; A5202 a member without PROJECT_SHARE.',
    errors: ['A0404', 'A5202'],
    body: ZProjectShareUpdateBody,
    answer: ZProjectShare,
  }),
  remove: endpoint({
    ...share,
    method: 'POST',
    path: '/v1/project/share/remove',
    summary: 'End a share',
    description: 'A0404 when the user holds no share of the project.',
    errors: ['A0404'],
    body: ZProjectShareRemoveBody,
    answer: z.null(),
  }),
};
