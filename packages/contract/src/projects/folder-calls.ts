import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZMoveProjectsBody,
  ZProjectFolder,
  ZProjectFolderCreateBody,
  ZProjectFolderIdParams,
  ZProjectFolderRenameBody,
} from './schemas.ts';

const tags = ['projects'];
const folder = { service: 'designer', access: 'user', tags } as const;

/**
 * The caller's survey folders (`fold/...`) and filing projects in them. Folders are the caller's
 * own: another user's folder or an unknown id is A0404.
 */
export const projectFoldersApi = {
  list: endpoint({
    ...folder,
    method: 'GET',
    path: '/v1/fold/list',
    summary: 'The caller’s survey folders with their project counts',
    answer: z.array(ZProjectFolder),
  }),
  create: endpoint({
    ...folder,
    method: 'POST',
    path: '/v1/fold',
    summary: 'Create a folder (1–30 characters, unique per user ignoring case)',
    description: 'A0400 when the caller already has a folder of that name.',
    body: ZProjectFolderCreateBody,
    answer: ZProjectFolder,
  }),
  rename: endpoint({
    ...folder,
    method: 'POST',
    path: '/v1/fold/rename',
    summary: 'Rename one of the caller’s folders',
    description: 'A0400 when the caller already has a folder of that name.',
    errors: ['A0404'],
    body: ZProjectFolderRenameBody,
    answer: z.null(),
  }),
  remove: endpoint({
    ...folder,
    method: 'POST',
    path: '/v1/fold/delete/{id}',
    summary: 'Delete one of the caller’s folders; its projects become unclassified',
    errors: ['A0404'],
    params: ZProjectFolderIdParams,
    answer: z.null(),
  }),
  move: endpoint({
    ...folder,
    method: 'POST',
    path: '/v1/project/folder',
    // Names its projects by `codes`: the manage right on each is checked in the use case.
    summary: 'File projects in one of the caller’s folders, or take them out (folderId 0)',
    description:
      'Needs the manage right on every project (A5202; A1100 an unknown or binned one); one refusal ' +
      'moves none. A0404 a folder that is not the caller’s.',
    errors: ['A5202', 'A1100', 'A0404'],
    body: ZMoveProjectsBody,
    answer: z.null(),
  }),
};
