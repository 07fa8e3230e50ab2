import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZProjectBase,
  ZProjectCodeParams,
  ZProjectCodeQuery,
  ZProjectCopyBody,
  ZProjectCounts,
  ZProjectHandoverBody,
  ZProjectInitBody,
  ZProjectListQuery,
  ZProjectPage,
  ZProjectRenameBody,
  ZProjectStarBody,
  ZProjectStarred,
  ZSurveyBaseBody,
  ZSurveyIdParams,
  ZSurveySaved,
} from './schemas.ts';

const tags = ['projects'];
const designer = { service: 'designer', tags } as const;

/**
 * Project (survey) management (spec doc 2 §7 "Survey folders and list", "Additional survey
 * calls"): create, base info, list and counts, rename, copy, recycle bin, star, handover. Access
 * to one project goes through the server's survey-access.ts; sharing and folders have their own
 * tables (share-calls.ts, folder-calls.ts).
 */
export const projectsApi = {
  init: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/init',
    access: 'user',
    summary: 'Create a project (survey or discussion) with its first group',
    description:
      'A0210 when a free account already keeps 200 projects outside the recycle bin; A0404 an unknown ' +
      'template or a folder that is not the caller’s; A5202 a member without PROJECT_CREATE.',
    errors: ['A0210', 'A0404', 'A5202'],
    body: ZProjectInitBody,
    answer: ZProjectBase,
  }),
  base: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/project/base',
    access: 'survey:read',
    summary: 'A project’s base info and the caller’s rights',
    query: ZProjectCodeQuery,
    answer: ZProjectBase,
  }),
  surveyBase: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/surveys/base/{code}',
    access: 'survey:read',
    summary: 'A survey’s base info and the caller’s rights',
    params: ZProjectCodeParams,
    answer: ZProjectBase,
  }),
  survey: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/surveys/{code}',
    access: 'survey:read',
    summary: 'A survey by its code (the spec’s {id} is the code): base info',
    params: ZSurveyIdParams,
    answer: ZProjectBase,
  }),
  saveBase: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/surveys/base',
    access: 'survey:edit',
    summary: 'Edit a survey’s title and settings (merged); raises the edit version',
    description:
      'Needs the edit right (A5211). A published or ended survey keeps its status with relaunch set. ' +
      'A0301 when the start is not before the end.',
    errors: ['A0301'],
    body: ZSurveyBaseBody,
    answer: ZSurveySaved,
  }),
  list: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/project/list/all',
    access: 'user',
    summary: 'One page of a survey-list category',
    description:
      'dataType 1 my, 2 shared with me, 3 department, 4 organisation, 5 recycle bin. Starred first, then most recently updated.',
    query: ZProjectListQuery,
    answer: ZProjectPage,
  }),
  count: endpoint({
    ...designer,
    method: 'GET',
    path: '/v1/project/count',
    access: 'user',
    summary: 'Counts of the folder tree: all (mine), shared, organisation, department, unclassified',
    answer: ZProjectCounts,
  }),
  rename: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/name',
    access: 'survey:edit',
    summary: 'Rename a project (edit right)',
    body: ZProjectRenameBody,
    answer: ZSurveySaved,
  }),
  copy: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/copy',
    // The source is named by `code` in the body, or by the x-code header (read by the handler).
    access: 'survey:read',
    summary: 'Copy a project the caller may read into a new one of theirs',
    description:
      'The source is named by the x-code header or, failing that, `code` in the body (A0400 without ' +
      'either). A0210 when a free account already keeps 200 projects; A5202 a member without ' +
      'PROJECT_CREATE.',
    errors: ['A0210', 'A5202'],
    body: ZProjectCopyBody.nullish(),
    answer: ZProjectBase,
  }),
  recycle: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/deleted/{code}',
    access: 'survey:manage',
    summary: 'Move a project to the recycle bin (manage right)',
    params: ZProjectCodeParams,
    answer: z.null(),
  }),
  restore: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/recovery/{code}',
    access: 'survey:manage',
    summary: 'Restore a project from the recycle bin (owner; manage right)',
    description: 'A5207 when the project is not in the bin; A0210 over the free limit.',
    errors: ['A5207', 'A0210'],
    params: ZProjectCodeParams,
    answer: z.null(),
  }),
  clear: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/clear/{code}',
    access: 'survey:manage',
    summary: 'Delete a project for good, from the recycle bin only (owner; manage right)',
    description: 'A5204 when the project is not in the bin.',
    errors: ['A5204'],
    params: ZProjectCodeParams,
    answer: z.null(),
  }),
  star: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/star',
    access: 'survey:read',
    summary: 'Star or unstar a project for the caller (read right)',
    body: ZProjectStarBody,
    answer: ZProjectStarred,
  }),
  handover: endpoint({
    ...designer,
    method: 'POST',
    path: '/v1/project/handover',
    access: 'survey:manage',
    summary: 'Hand a project over to another user (manage right)',
    description:
      'target: user name or e-mail. A5205 unknown target, A5212 to oneself; A0210 when a free target ' +
      'already keeps 200 projects; A5202 a member without PROJECT_HANDOVER.',
    errors: ['A5205', 'A5212', 'A0210', 'A5202'],
    body: ZProjectHandoverBody,
    answer: z.null(),
  }),
};
