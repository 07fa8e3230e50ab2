import {
  ZEnvelope,
  ZLaunchAnswer,
  ZLaunchBody,
  ZLaunchInfo,
  ZLaunchLink,
  ZLaunchLinkRemoveBody,
  ZLaunchLinkSaveBody,
  ZLaunchParamsBody,
  ZProjectCodeParams,
  ZProjectCodeQuery,
  ZProjectStatusBody,
  ZPublishState,
  ZSurveySaved,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { getLaunchInfo } from './launch-info.ts';
import { listLaunchLinks, removeLaunchLink, saveLaunchLink } from './launch-links.ts';
import { launchSurvey } from './launch-survey.ts';
import { saveReceiveParams } from './save-receive-params.ts';
import { setSurveyStatus } from './set-survey-status.ts';

/**
 * Publishing under /api/designer (spec doc 2 §7): launch with diagnosis, end and reopen, launch
 * info, and the launch tab's named links and receive parameters. Access through survey-access.ts.
 */
export const publishingRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['publishing'];

  app.post(
    '/v1/project/launch',
    {
      schema: {
        summary: 'Publish: diagnose the design and freeze it into the next survey version',
        description:
          'Launch right (A5202). Diagnosis items in `errors` mean nothing was published. A5505 discussion without interviewees; A0217 free publish limit; A0215 free response limit.',
        tags,
        body: ZLaunchBody,
        response: { 200: ZEnvelope(ZLaunchAnswer) },
      },
    },
    async (request) =>
      ok(await launchSurvey(deps, callerOf(request), request.body.projectCode, request.lang), request.lang),
  );

  app.post(
    '/v1/project/status',
    {
      schema: {
        summary: 'End collecting (status 2) or reopen an ended survey (status 1)',
        description: 'Launch right (A5202). A0400 for a change the current status does not allow.',
        tags,
        body: ZProjectStatusBody,
        response: { 200: ZEnvelope(ZPublishState) },
      },
    },
    async (request) => ok(await setSurveyStatus(deps, callerOf(request), request.body), request.lang),
  );

  app.get(
    '/v1/surveys/launch/info/:code',
    {
      schema: {
        summary: 'Publishing state, launch and update times, publish and response counts',
        tags,
        params: ZProjectCodeParams,
        response: { 200: ZEnvelope(ZLaunchInfo) },
      },
    },
    async (request) => ok(await getLaunchInfo(deps, callerOf(request), request.params.code), request.lang),
  );

  app.get(
    '/v1/launch/links',
    {
      schema: {
        summary: 'The survey’s named launch links (source and channel)',
        tags,
        querystring: ZProjectCodeQuery,
        response: { 200: ZEnvelope(z.array(ZLaunchLink)) },
      },
    },
    async (request) => ok(await listLaunchLinks(deps, callerOf(request), request.query.code), request.lang),
  );

  app.post(
    '/v1/launch/links/save',
    {
      schema: {
        summary: 'Add a named link, or rename one (with id)',
        description: 'Launch right (A5202). A0209 when another link has the source.',
        tags,
        body: ZLaunchLinkSaveBody,
        response: { 200: ZEnvelope(ZLaunchLink) },
      },
    },
    async (request) => ok(await saveLaunchLink(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/launch/links/remove',
    {
      schema: {
        summary: 'Remove a named link',
        tags,
        body: ZLaunchLinkRemoveBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeLaunchLink(deps, callerOf(request), request.body);
      return ok(null, request.lang);
    },
  );

  app.post(
    '/v1/launch/params',
    {
      schema: {
        summary: 'Set the URL parameters the public link receives and records',
        description: 'Edit right (A5211). A0204 duplicate name; A0205 a name the link uses itself.',
        tags,
        body: ZLaunchParamsBody,
        response: { 200: ZEnvelope(ZSurveySaved) },
      },
    },
    async (request) => ok(await saveReceiveParams(deps, callerOf(request), request.body), request.lang),
  );
};
