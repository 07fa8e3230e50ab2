import { ZEnvelope, ZNodeLibraryBody, ZTreeEdited } from '@cairn/contract';
import { insertSnapshots } from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/guards.ts';
import type { DesignDeps } from '../design/design-deps.ts';
import { replyTreeEdit } from '../design/tree-edit-reply.ts';
import { resolveSnapshots } from './resolve-snapshots.ts';

/**
 * `POST nodes/library`: inserts library and system questions into a survey after a node, as a
 * design edit (edit right, x-node-v, the tree cache), so it is registered with the design routes.
 * The questions are read first: library rows are snapshots that no survey edit changes.
 */
export function nodeLibraryRoutes(app: FastifyInstance, deps: DesignDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/nodes/library',
    {
      schema: {
        summary: 'Insert library questions (ids) and system questions (keys) after a node, in order',
        description:
          'Each becomes a new question with the next code (Q + n) and its options with their codes. ' +
          'Placement as for adding a node (afterId / parentId). A0404 for an id or key the caller cannot read, ' +
          'A0211 past 1,000 questions, A5211 without the edit right, A0120 for a stale x-node-v.',
        tags: ['nodes', 'question library'],
        body: ZNodeLibraryBody,
        response: { 200: ZEnvelope(ZTreeEdited) },
      },
    },
    async (request, reply) => {
      const { surveyCode, ids, afterId, parentId } = request.body;
      const snapshots = await resolveSnapshots(deps.db, callerOf(request).userId, ids, request.lang);
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) =>
        insertSnapshots(tree, { snapshots, afterId, parentId }, ctx),
      );
    },
  );
}
