import {
  ZEnvelope,
  ZMoveProjectsBody,
  ZProjectFolder,
  ZProjectFolderCreateBody,
  ZProjectFolderIdParams,
  ZProjectFolderRenameBody,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createFolder } from './create-folder.ts';
import { deleteFolder } from './delete-folder.ts';
import { listFolders } from './list-folders.ts';
import { moveProjects } from './move-projects.ts';
import { renameFolder } from './rename-folder.ts';

/** The caller's survey folders (`fold/...`) and filing projects in them. */
export const folderRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['projects'];
  const done = ZEnvelope(z.null());

  app.get(
    '/v1/fold/list',
    {
      schema: {
        summary: 'The caller’s survey folders with their project counts',
        tags,
        response: { 200: ZEnvelope(z.array(ZProjectFolder)) },
      },
    },
    async (request) => ok(await listFolders(deps.db, callerOf(request).userId), request.lang),
  );

  app.post(
    '/v1/fold',
    {
      schema: {
        summary: 'Create a folder (1–30 characters, unique per user ignoring case)',
        tags,
        body: ZProjectFolderCreateBody,
        response: { 200: ZEnvelope(ZProjectFolder) },
      },
    },
    async (request) =>
      ok(await createFolder(deps, callerOf(request).userId, request.body.name), request.lang),
  );

  app.post(
    '/v1/fold/rename',
    {
      schema: {
        summary: 'Rename one of the caller’s folders',
        tags,
        body: ZProjectFolderRenameBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await renameFolder(deps.db, callerOf(request).userId, request.body);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/fold/delete/:id',
    {
      schema: {
        summary: 'Delete one of the caller’s folders; its projects become unclassified',
        tags,
        params: ZProjectFolderIdParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await deleteFolder(deps.db, callerOf(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/project/folder',
    {
      schema: {
        summary: 'File projects in one of the caller’s folders, or take them out (folderId 0)',
        description: 'Needs the manage right on every project; one refusal moves none.',
        tags,
        body: ZMoveProjectsBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await moveProjects(deps, callerOf(request), request.body);
      return ok(null, request.lang);
    },
  );
};
