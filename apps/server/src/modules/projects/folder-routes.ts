import { projectFoldersApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { moveProjects } from './move-projects.ts';
import {
  createProjectFolder,
  listProjectFolders,
  removeProjectFolder,
  renameProjectFolder,
} from './project-folders.ts';

/** The caller's survey folders (`fold/...`) and filing projects in them (contract projects/folder-calls.ts). */
export const folderRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, projectFoldersApi, {
    list: async ({ user }) => listProjectFolders(deps.db, user.userId),
    create: async ({ body, user }) => createProjectFolder(deps, user.userId, body.name),
    rename: async ({ body, user }) => {
      await renameProjectFolder(deps.db, user.userId, body);
      return null;
    },
    remove: async ({ params, user }) => {
      await removeProjectFolder(deps.db, user.userId, params.id);
      return null;
    },
    move: async ({ body, user }) => {
      await moveProjects(deps, user, body);
      return null;
    },
  });
};
