import {
  ZEnvelope,
  ZSurveyEndBody,
  ZSurveyEndPage,
  ZSurveyEndParams,
  ZSurveySaved,
  ZSurveySettingBody,
} from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getEndPage, updateEndPage } from './end-page.ts';
import { INVITE_MULTIPART, inviteRoutes } from './invite-routes.ts';
import { quotaRoutes } from './quota-routes.ts';
import { updateSurveySetting } from './survey-setting.ts';

/**
 * The settings screens' calls under /api/designer (issue 5; spec doc 2 §7 "Additional survey
 * calls"): survey settings and end page, invitation codes, quotas. Base info and GET
 * /v1/surveys/{id} live with the projects.
 */
export const settingsRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, INVITE_MULTIPART); // encapsulated: only these calls read multipart
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const saved = { 200: ZEnvelope(ZSurveySaved) };

  r.post(
    '/v1/surveys/setting',
    {
      schema: {
        summary: 'Edit survey settings (merged key by key; null clears) and the close message',
        description:
          'Needs the edit right (A5211). A0301 when the start is not before the end. Raises the edit version; a published survey gets relaunch.',
        tags,
        body: ZSurveySettingBody,
        response: saved,
      },
    },
    async (request) => ok(await updateSurveySetting(deps, callerOf(request), request.body), request.lang),
  );

  r.get(
    '/v1/surveys/end/:id',
    {
      schema: {
        summary: 'A survey’s end page (the id is the survey code)',
        tags,
        params: ZSurveyEndParams,
        response: { 200: ZEnvelope(ZSurveyEndPage) },
      },
    },
    async (request) => ok(await getEndPage(deps, callerOf(request), request.params.id), request.lang),
  );

  r.post(
    '/v1/surveys/end',
    {
      schema: {
        summary: 'Edit a survey’s end page: end message, redirect, screen-out page',
        description: 'Needs the edit right (A5211). URLs must be http(s); an empty one clears it.',
        tags,
        body: ZSurveyEndBody,
        response: saved,
      },
    },
    async (request) => ok(await updateEndPage(deps, callerOf(request), request.body), request.lang),
  );

  inviteRoutes(app, deps);
  quotaRoutes(app, deps);
};
