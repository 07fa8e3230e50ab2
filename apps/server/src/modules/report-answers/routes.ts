import { reportAnswersApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { exportAnswers } from '../downloads/create-export-task.ts';
import { listAnswerColumns } from './answer-columns.ts';
import { answerDetail } from './answer-detail.ts';
import { answerLog } from './answer-log.ts';
import { listAnswers } from './list-answers.ts';
import { markAnswers } from './mark-answers.ts';
import { removeAnswers } from './remove-answers.ts';

/** Response data of the report (contract report/answer-calls.ts). */
export async function reportAnswerRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  serve(app, reportAnswersApi, {
    list: async ({ body, user }) => listAnswers(deps, user, body),
    listGet: async ({ query, user }) => listAnswers(deps, user, query),
    columns: async ({ body, user }) => listAnswerColumns(deps, user, body.surveyCode),
    mark: async ({ body, user }) => markAnswers(deps, user, body),
    remove: async ({ body, user }) => removeAnswers(deps, user, body),
    export: async ({ body, user, lang }) => exportAnswers(deps, user.userId, body, lang),
    log: async ({ query, user }) => answerLog(deps, user, query),
    detail: async ({ params, query, user }) => answerDetail(deps, user, query.surveyCode, params.id),
  });
}
