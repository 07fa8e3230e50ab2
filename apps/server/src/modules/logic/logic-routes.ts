import {
  ZEnvelope,
  ZIdParams,
  ZLogicEdited,
  ZLogicList,
  ZLogicListQuery,
  ZLogicRemoveBody,
  ZLogicSaveBody,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { DesignDeps } from '../design/design-deps.ts';
import { readDesignTree } from '../design/get-design-tree.ts';
import { editVersionOf } from '../design/run-design-edit.ts';
import { removeRule, saveRule } from './logic-edits.ts';
import { loadRules } from './logic-repo.ts';

const tags = ['logic'];
const edited = { 200: ZEnvelope(ZLogicEdited) };
const editNote =
  'Send the x-node-v the last edit returned (node and logic edits share it): another version is refused ' +
  '(A0120, data.version is the current one). Answers the rule and the new version (also in the x-node-v header).';

/**
 * The logic calls under /api/designer/v1/logic (issue 5, named like the node calls): list,
 * save (create or replace one rule), remove. Edits are design edits (run-design-edit.ts).
 * Deleting nodes or options that logic names is guarded in the design calls (logic-guard.ts).
 */
export function logicRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/logic',
    {
      schema: {
        summary: 'The survey’s logic rules, oldest first',
        description: 'Needs the read right. The x-node-v header carries the edit version.',
        tags,
        querystring: ZLogicListQuery,
        response: { 200: ZEnvelope(ZLogicList) },
      },
    },
    async (request, reply) => {
      const { access, version } = await readDesignTree(deps, callerOf(request), request.query.surveyCode);
      reply.header('x-node-v', String(version));
      return ok(await loadRules(deps.db, access.survey.id), request.lang);
    },
  );

  r.post(
    '/v1/logic/save',
    {
      schema: {
        summary: 'Create a logic rule (no id) or replace one (id)',
        description:
          'Checked against the design: A0404 a question or option not in the survey, A0400 an operator, option ' +
          'or value that does not fit the question, A0121 a condition on a question that does not come before ' +
          'the rule’s question (jumps and validations may test their own), A0122 a jump that does not go ' +
          `forward, A0123 display/carry rules depending on each other in a circle, A0124 too many rules. ${editNote}`,
        tags,
        body: ZLogicSaveBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, id, rule } = request.body;
      const answer = await saveRule(
        deps,
        { auth: callerOf(request), code: surveyCode, version: editVersionOf(request.headers) },
        id,
        rule,
      );
      reply.header('x-node-v', String(answer.saved.version));
      return ok(answer, request.lang);
    },
  );

  r.post(
    '/v1/logic/remove/:id',
    {
      schema: {
        summary: 'Delete a logic rule',
        description: editNote,
        tags,
        params: ZIdParams,
        body: ZLogicRemoveBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const answer = await removeRule(
        deps,
        { auth: callerOf(request), code: request.body.surveyCode, version: editVersionOf(request.headers) },
        request.params.id,
      );
      reply.header('x-node-v', String(answer.saved.version));
      return ok(answer, request.lang);
    },
  );
}
