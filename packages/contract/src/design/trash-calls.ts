import { purgeTrash, restoreNodes } from '@cairn/core';
import { z } from 'zod';
import { endpoint, treeEdit } from '../api/endpoint.ts';
import { ZProjectCodeParams } from '../projects/schemas.ts';
import { treeEditBase, ZIdParams } from './common.ts';
import { ZTrashItem, ZTrashRecoveryBody, ZTrashRemoveBody, ZTrashRemoveOneBody } from './node-schemas.ts';

const tags = ['trash'];
const edit = treeEditBase(tags);

/**
 * The question trash (spec doc 2 §7): list, restore to the original place, delete for good.
 * Emptying the trash is not a change respondents see, so it sets no relaunch (spec doc 1 §4).
 */
export const trashApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/nodes/trash/{code}',
    access: 'survey:read',
    summary: 'Trashed questions of a survey, most recent first',
    tags,
    params: ZProjectCodeParams,
    answer: z.array(ZTrashItem),
  }),
  recover: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/trash/recovery',
      summary: 'Restore trashed questions to where they were, with their options and codes',
      description: 'A0114 when a question with the same code exists now; nothing is restored then.',
      errors: ['A0114'],
      body: ZTrashRecoveryBody,
    }),
    (tree, { ids }) => restoreNodes(tree, { ids }),
  ),
  purge: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/trash/remove',
      summary: 'Delete trashed questions for good: those named, or all',
      body: ZTrashRemoveBody,
    }),
    (tree, { ids }) => purgeTrash(tree, ids ? { ids } : {}),
    { relaunch: false },
  ),
  purgeOne: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/trash/remove/{id}',
      summary: 'Delete one trashed question for good',
      params: ZIdParams,
      body: ZTrashRemoveOneBody,
    }),
    (tree, { id }) => purgeTrash(tree, { ids: [id] }),
    { relaunch: false },
  ),
};
