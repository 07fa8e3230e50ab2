import { projectsApi, ZProjectCodeHeaders } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { clearProject } from './clear-project.ts';
import { copyProject } from './copy-project.ts';
import { countProjects } from './count-projects.ts';
import { folderRoutes } from './folder-routes.ts';
import { handoverProject } from './handover-project.ts';
import { initProject } from './init-project.ts';
import { listProjects } from './list-projects.ts';
import { getProjectBase } from './project-base.ts';
import { recycleProject } from './recycle-project.ts';
import { renameProject } from './rename-project.ts';
import { restoreProject } from './restore-project.ts';
import { shareRoutes } from './share-routes.ts';
import { starProject } from './star-project.ts';
import { updateSurveyBase } from './update-survey-base.ts';

/** The copy's source: the x-code header (checked like a code) or, failing that, `code` in the body. */
function copySource(headers: unknown, body: { code?: string } | null | undefined): string {
  const parsed = ZProjectCodeHeaders.safeParse(headers);
  if (!parsed.success)
    throw new AppError('A0400', `x-code ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  const code = parsed.data['x-code'] ?? body?.code;
  if (!code) throw new AppError('A0400', 'x-code header or code is required');
  return code;
}

/**
 * Project (survey) management under /api/designer (contract projects/project-calls.ts); sharing
 * and folders in share-routes.ts and folder-routes.ts. Access to a project goes through
 * survey-access.ts.
 */
export const projectRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(app, projectsApi, {
    init: async ({ body, user, lang }) => initProject(deps, user, body, lang),
    base: async ({ query, user }) => getProjectBase(deps, user, query.code),
    surveyBase: async ({ params, user }) => getProjectBase(deps, user, params.code),
    survey: async ({ params, user }) => getProjectBase(deps, user, params.code),
    saveBase: async ({ body, user }) => updateSurveyBase(deps, user, body),
    list: async ({ query, user }) => listProjects(deps.db, user.userId, query),
    count: async ({ user }) => countProjects(deps.db, user.userId),
    rename: async ({ body, user }) => renameProject(deps, user, body),
    copy: async ({ body, user, lang, request }) =>
      copyProject(deps, user, copySource(request.headers, body), lang),
    recycle: async ({ params, user }) => {
      await recycleProject(deps, user, params.code);
      return null;
    },
    restore: async ({ params, user }) => {
      await restoreProject(deps, user, params.code);
      return null;
    },
    clear: async ({ params, user }) => {
      await clearProject(deps, user, params.code);
      return null;
    },
    star: async ({ body, user }) => starProject(deps, user, body),
    handover: async ({ body, user }) => {
      await handoverProject(deps, user, body);
      return null;
    },
  });

  await app.register(shareRoutes, { deps });
  await app.register(folderRoutes, { deps });
};
