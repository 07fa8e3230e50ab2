import {
  ZEnvelope,
  ZIdParams,
  ZProjectCodeParams,
  ZTrashItem,
  ZTrashRecoveryBody,
  ZTrashRemoveBody,
  ZTrashRemoveOneBody,
  ZTreeEdited,
} from '@cairn/contract';
import { purgeTrash, restoreNodes } from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { DesignDeps } from './design-deps.ts';
import { readDesignTree } from './get-design-tree.ts';
import { trashList } from './node-views.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const tags = ['trash'];
const edited = { 200: ZEnvelope(ZTreeEdited) };

/**
 * The question trash (spec doc 2 §7): list, restore to the original place, delete for good.
 * Emptying the trash is not a change respondents see, so it sets no relaunch (spec doc 1 §4).
 */
export function trashRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/nodes/trash/:code',
    {
      schema: {
        summary: 'Trashed questions of a survey, most recent first',
        tags,
        params: ZProjectCodeParams,
        response: { 200: ZEnvelope(z.array(ZTrashItem)) },
      },
    },
    async (request) => {
      const { tree } = await readDesignTree(deps, callerOf(request), request.params.code);
      return ok(trashList(tree), request.lang);
    },
  );

  r.post(
    '/v1/nodes/trash/recovery',
    {
      schema: {
        summary: 'Restore trashed questions to where they were, with their options and codes',
        description: 'A0114 when a question with the same code exists now; nothing is restored then.',
        tags,
        body: ZTrashRecoveryBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(deps, request, reply, request.body.surveyCode, (tree) =>
        restoreNodes(tree, { ids: request.body.ids }),
      ),
  );

  r.post(
    '/v1/nodes/trash/remove',
    {
      schema: {
        summary: 'Delete trashed questions for good: those named, or all',
        tags,
        body: ZTrashRemoveBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(
        deps,
        request,
        reply,
        request.body.surveyCode,
        (tree) => purgeTrash(tree, request.body.ids ? { ids: request.body.ids } : {}),
        { relaunch: false },
      ),
  );

  r.post(
    '/v1/nodes/trash/remove/:id',
    {
      schema: {
        summary: 'Delete one trashed question for good',
        tags,
        params: ZIdParams,
        body: ZTrashRemoveOneBody,
        response: edited,
      },
    },
    async (request, reply) =>
      replyTreeEdit(
        deps,
        request,
        reply,
        request.body.surveyCode,
        (tree) => purgeTrash(tree, { ids: [request.params.id] }),
        { relaunch: false },
      ),
  );
}
