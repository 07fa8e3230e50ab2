import { questionLibraryApi } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { libraryFolderCalls } from '../folders/library-folder-calls.ts';
import { changeQuestionFolder, removeLibraryQuestions } from './change-library-questions.ts';
import { questionFolderTable } from './folder-repo.ts';
import { listLibraryQuestions } from './list-library-questions.ts';
import {
  countLibraryQuestions,
  getLibraryQuestion,
  listSystemCategories,
  listSystemQuestions,
} from './read-library-questions.ts';
import { saveLibraryQuestions } from './save-library-questions.ts';

/**
 * The question library (contract `questionLibraryApi`, under /api/designer/v1/library). The
 * insert into a survey, `nodes/library`, is a design edit served with the node calls (insert-route.ts).
 */
export const questionLibraryRoutes: RoutesPlugin = async (app, { deps }) => {
  // Folders through the shared folder store (see ARCHITECTURE "Folders").
  const folders = libraryFolderCalls(questionFolderTable);
  serve(app, questionLibraryApi, {
    folders: async ({ query, user, lang }) => folders.list(deps, user.userId, query.dataType, lang),
    createFolder: async ({ body, user, lang }) => folders.create(deps, user.userId, body, lang),
    renameFolder: async ({ body, user, lang }) => folders.rename(deps, user.userId, body, lang),
    moveQuestions: async ({ body, user }) => {
      await changeQuestionFolder(deps, user.userId, body);
      return null;
    },
    removeFolder: async ({ params, user }) => {
      await folders.remove(deps, user.userId, params.id);
      return null;
    },
    systemCategories: async ({ lang }) => listSystemCategories(lang),
    list: async ({ query, user, lang }) => listLibraryQuestions(deps, user.userId, query, lang),
    save: async ({ body, user, lang }) => {
      const { nodeId, ...rest } = body;
      const [saved] = await saveLibraryQuestions(deps, user.userId, { ...rest, nodeIds: [nodeId] }, lang);
      if (!saved) throw new AppError('B0001');
      return saved;
    },
    saveMany: async ({ body, user, lang }) => saveLibraryQuestions(deps, user.userId, body, lang),
    remove: async ({ body, user }) => {
      await removeLibraryQuestions(deps, user.userId, body);
      return null;
    },
    total: async ({ query, user }) => countLibraryQuestions(deps, user.userId, query.dataType),
    system: async ({ query, lang }) => listSystemQuestions(query, lang),
    get: async ({ params, user, lang }) => getLibraryQuestion(deps, user.userId, params.id, lang),
  });
};
