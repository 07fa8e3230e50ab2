import { logicApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import type { DesignDeps } from '../design/design-deps.ts';
import { readDesignTree } from '../design/get-design-tree.ts';
import { editVersionOf } from '../design/run-design-edit.ts';
import { removeRule, saveRule } from './logic-edits.ts';
import { loadRules } from './logic-repo.ts';

/** The logic calls (contract logic/calls.ts); edits are design edits (run-design-edit.ts). */
export function logicRoutes(app: FastifyInstance, deps: DesignDeps): void {
  serve(app, logicApi, {
    list: async ({ query, user, reply }) => {
      const { access, version } = await readDesignTree(deps, user, query.surveyCode);
      reply.header('x-node-v', String(version));
      return loadRules(deps.db, access.survey.id);
    },
    save: async ({ body, user, request, reply }) => {
      const { surveyCode, id, rule } = body;
      const edit = { auth: user, code: surveyCode, version: editVersionOf(request.headers) };
      const answer = await saveRule(deps, edit, id, rule);
      reply.header('x-node-v', String(answer.saved.version));
      return answer;
    },
    remove: async ({ params, body, user, request, reply }) => {
      const edit = { auth: user, code: body.surveyCode, version: editVersionOf(request.headers) };
      const answer = await removeRule(deps, edit, params.id);
      reply.header('x-node-v', String(answer.saved.version));
      return answer;
    },
  });
}
