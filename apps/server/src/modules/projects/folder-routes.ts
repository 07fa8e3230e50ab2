import { projectFoldersApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { createFolder } from './create-folder.ts';
import { deleteFolder } from './delete-folder.ts';
import { listFolders } from './list-folders.ts';
import { moveProjects } from './move-projects.ts';
import { renameFolder } from './rename-folder.ts';

/** The caller's survey folders (`fold/...`) and filing projects in them (contract projects/folder-calls.ts). */
export const folderRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, projectFoldersApi, {
    list: async ({ user }) => listFolders(deps.db, user.userId),
    create: async ({ body, user }) => createFolder(deps, user.userId, body.name),
    rename: async ({ body, user }) => {
      await renameFolder(deps.db, user.userId, body);
      return null;
    },
    remove: async ({ params, user }) => {
      await deleteFolder(deps.db, user.userId, params.id);
      return null;
    },
    move: async ({ body, user }) => {
      await moveProjects(deps, user, body);
      return null;
    },
  });
};
