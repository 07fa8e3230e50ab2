import {
  ZEnvelope,
  ZProjectCodeQuery,
  ZProjectShare,
  ZProjectShareRemoveBody,
  ZProjectShareSaveBody,
  ZProjectShareUpdateBody,
} from '@cairn/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { listShares } from './list-shares.ts';
import { removeShare } from './remove-share.ts';
import { saveShare } from './save-share.ts';
import { updateShare } from './update-share.ts';

/** Project sharing under /api/designer/v1/project/share; every call needs the manage right. */
export const shareRoutes: RoutesPlugin = async (app, { deps }) => {
  const tags = ['projects'];

  app.get(
    '/v1/project/share/list',
    {
      schema: {
        summary: 'Who a project is shared with, and their rights',
        tags,
        querystring: ZProjectCodeQuery,
        response: { 200: ZEnvelope(z.array(ZProjectShare)) },
      },
    },
    async (request) => ok(await listShares(deps, callerOf(request), request.query.code), request.lang),
  );

  app.post(
    '/v1/project/share/save',
    {
      schema: {
        summary: 'Share a project with another user (by user name or e-mail)',
        description: 'A5205 unknown target, A5212 oneself, A5206 already shared (use share/update).',
        tags,
        body: ZProjectShareSaveBody,
        response: { 200: ZEnvelope(ZProjectShare) },
      },
    },
    async (request) => ok(await saveShare(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/project/share/update',
    {
      schema: {
        summary: 'Change the rights of a share',
        description: 'A0404 when the user holds no share of the project.',
        tags,
        body: ZProjectShareUpdateBody,
        response: { 200: ZEnvelope(ZProjectShare) },
      },
    },
    async (request) => ok(await updateShare(deps, callerOf(request), request.body), request.lang),
  );

  app.post(
    '/v1/project/share/remove',
    {
      schema: {
        summary: 'End a share',
        description: 'A0404 when the user holds no share of the project.',
        tags,
        body: ZProjectShareRemoveBody,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeShare(deps, callerOf(request), request.body);
      return ok(null, request.lang);
    },
  );
};
