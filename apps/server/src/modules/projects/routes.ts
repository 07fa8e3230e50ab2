import {
  ZEnvelope,
  ZProjectBase,
  ZProjectCodeHeaders,
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
} from '@cairn/contract';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
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

/**
 * Project (survey) management under /api/designer (spec doc 2 §7 "Survey folders and list",
 * "Additional survey calls"). Every call is signed and authenticated; access to a project goes
 * through survey-access.ts.
 */
export const projectRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['projects'];
  const done = ZEnvelope(z.null());
  const base = ZEnvelope(ZProjectBase);

  app.post(
    '/v1/project/init',
    {
      schema: {
        summary: 'Create a project (survey or discussion) with its first group',
        description: 'A0210 when a free account already keeps 200 projects outside the recycle bin.',
        tags,
        body: ZProjectInitBody,
        response: { 200: base },
      },
    },
    async (request) =>
      ok(await initProject(deps, callerOf(request), request.body, request.lang), request.lang),
  );

  app.get(
    '/v1/project/base',
    {
      schema: {
        summary: 'A project’s base info and the caller’s rights',
        tags,
        querystring: ZProjectCodeQuery,
        response: { 200: base },
      },
    },
    async (request) => ok(await getProjectBase(deps, callerOf(request), request.query.code), request.lang),
  );

  app.get(
    '/v1/surveys/base/:code',
    {
      schema: {
        summary: 'A survey’s base info and the caller’s rights',
        tags,
        params: ZProjectCodeParams,
        response: { 200: base },
      },
    },
    async (request) => ok(await getProjectBase(deps, callerOf(request), request.params.code), request.lang),
  );

  app.get(
    '/v1/surveys/:id',
    {
      schema: {
        summary: 'A survey by its code (the id is the code): base info',
        tags,
        params: ZSurveyIdParams,
        response: { 200: base },
      },
    },
    async (request) => ok(await getProjectBase(deps, callerOf(request), request.params.id), request.lang),
  );

  app.post(
    '/v1/surveys/base',
    {
      schema: {
        summary: 'Edit a survey’s title and settings (merged); raises the edit version',
        description:
          'Needs the edit right (A5211). A published or ended survey keeps its status with relaunch set.',
        tags,
        body: ZSurveyBaseBody,
        response: { 200: ZEnvelope(ZSurveySaved) },
      },
    },
    async (request) => ok(await updateSurveyBase(deps, callerOf(request), request.body), request.lang),
  );

  app.get(
    '/v1/project/list/all',
    {
      schema: {
        summary: 'One page of a survey-list category',
        description:
          'dataType 1 my, 2 shared with me, 3 department, 4 organisation, 5 recycle bin. Starred first, then most recently updated.',
        tags,
        querystring: ZProjectListQuery,
        response: { 200: ZEnvelope(ZProjectPage) },
      },
    },
    async (request) => ok(await listProjects(deps.db, callerOf(request).userId, request.query), request.lang),
  );

  app.get(
    '/v1/project/count',
    {
      schema: {
        summary: 'Counts of the folder tree: all (mine), shared, organisation, department, unclassified',
        tags,
        response: { 200: ZEnvelope(ZProjectCounts) },
      },
    },
    async (request) => ok(await countProjects(deps.db, callerOf(request).userId), request.lang),
  );

  app.post(
    '/v1/project/name',
    {
      schema: {
        summary: 'Rename a project (edit right)',
        tags,
        body: ZProjectRenameBody,
        response: { 200: ZEnvelope(ZSurveySaved) },
      },
    },
    async (request) => ok(await renameProject(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/project/copy',
    {
      schema: {
        summary: 'Copy a project the caller may read into a new one of theirs',
        description: 'The source is named by the x-code header or, failing that, `code` in the body.',
        tags,
        headers: ZProjectCodeHeaders,
        body: ZProjectCopyBody.nullish(),
        response: { 200: base },
      },
    },
    async (request) => {
      const code = request.headers['x-code'] ?? request.body?.code;
      if (!code) throw new AppError('A0400', 'x-code header or code is required');
      return ok(await copyProject(deps, callerOf(request), code, request.lang), request.lang);
    },
  );

  app.post(
    '/v1/project/deleted/:code',
    {
      schema: {
        summary: 'Move a project to the recycle bin (manage right)',
        tags,
        params: ZProjectCodeParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await recycleProject(deps, callerOf(request), request.params.code);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/project/recovery/:code',
    {
      schema: {
        summary: 'Restore a project from the recycle bin (owner; manage right)',
        description: 'A5207 when the project is not in the bin; A0210 over the free limit.',
        tags,
        params: ZProjectCodeParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await restoreProject(deps, callerOf(request), request.params.code);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/project/clear/:code',
    {
      schema: {
        summary: 'Delete a project for good, from the recycle bin only (owner; manage right)',
        description: 'A5204 when the project is not in the bin.',
        tags,
        params: ZProjectCodeParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await clearProject(deps, callerOf(request), request.params.code);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/project/star',
    {
      schema: {
        summary: 'Star or unstar a project for the caller (read right)',
        tags,
        body: ZProjectStarBody,
        response: { 200: ZEnvelope(ZProjectStarred) },
      },
    },
    async (request) => ok(await starProject(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/project/handover',
    {
      schema: {
        summary: 'Hand a project over to another user (manage right)',
        description: 'target: user name or e-mail. A5205 unknown target, A5212 to oneself.',
        tags,
        body: ZProjectHandoverBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await handoverProject(deps, callerOf(request), request.body);
      return ok(null, request.lang);
    },
  );

  await app.register(shareRoutes, { deps });
  await app.register(folderRoutes, { deps });
};
