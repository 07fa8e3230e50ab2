import {
  ANSWER_SORT_KEYS,
  ZAnswerDetail,
  ZAnswerDetailQuery,
  ZAnswerIdParams,
  ZAnswerListQuery,
  ZAnswerLogPage,
  ZAnswerLogQuery,
  ZAnswerMarkBody,
  ZAnswerMarked,
  ZAnswerNodeListBody,
  ZAnswerNodes,
  ZAnswerPage,
  ZAnswerRemoveBody,
  ZAnswerRemoved,
  ZEnvelope,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { listAnswerColumns } from './answer-columns.ts';
import { answerDetail } from './answer-detail.ts';
import { answerLog } from './answer-log.ts';
import { listAnswers } from './list-answers.ts';
import { markAnswers } from './mark-answers.ts';
import { removeAnswers } from './remove-answers.ts';

/** Response data of the report (spec doc 2 §7 report service): /api/report/v1/answer... */
export async function reportAnswerRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['report'];
  const rights = 'Report right (A4000); an unknown survey A1100.';

  const list = {
    summary: 'One page of a survey’s responses with every question’s answer as text',
    description: `${rights} Sort keys: ${ANSWER_SORT_KEYS.join(', ')}.`,
    tags,
    response: { 200: ZEnvelope(ZAnswerPage) },
  };
  r.get('/v1/answer', { schema: { ...list, querystring: ZAnswerListQuery } }, async (request) =>
    ok(await listAnswers(deps, callerOf(request), request.query), request.lang),
  );
  r.post('/v1/answer', { schema: { ...list, body: ZAnswerListQuery } }, async (request) =>
    ok(await listAnswers(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/answer/node/list',
    {
      schema: {
        summary: 'The table’s question columns: code, title and analysis columns of every question',
        description: `${rights} The newest version’s questions, then those only older versions had.`,
        tags,
        body: ZAnswerNodeListBody,
        response: { 200: ZEnvelope(ZAnswerNodes) },
      },
    },
    async (request) =>
      ok(await listAnswerColumns(deps, callerOf(request), request.body.surveyCode), request.lang),
  );

  r.post(
    '/v1/answer/invalid',
    {
      schema: {
        summary: 'Mark responses invalid, or valid again (invalid: false); each change is logged',
        description: `${rights} A partial or screened-out response among the ids is A4010; an id the survey does not have A0404; nothing changes then.`,
        tags,
        body: ZAnswerMarkBody,
        response: { 200: ZEnvelope(ZAnswerMarked) },
      },
    },
    async (request) => ok(await markAnswers(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/answer/remove',
    {
      schema: {
        summary: 'Delete responses and their uploaded files; each deletion is logged',
        description: `${rights} An id the survey does not have is A0404 and nothing is deleted.`,
        tags,
        body: ZAnswerRemoveBody,
        response: { 200: ZEnvelope(ZAnswerRemoved) },
      },
    },
    async (request) => ok(await removeAnswers(deps, callerOf(request), request.body), request.lang),
  );

  r.get(
    '/v1/answer/log',
    {
      schema: {
        summary: 'The change log of a survey’s responses, or of one (responseId), newest first',
        description: rights,
        tags,
        querystring: ZAnswerLogQuery,
        response: { 200: ZEnvelope(ZAnswerLogPage) },
      },
    },
    async (request) => ok(await answerLog(deps, callerOf(request), request.query), request.lang),
  );

  r.get(
    '/v1/answer/:id',
    {
      schema: {
        summary: 'One response in full: every question of its version, times and metadata',
        description: `${rights} A response the survey does not have is A0404.`,
        tags,
        params: ZAnswerIdParams,
        querystring: ZAnswerDetailQuery,
        response: { 200: ZEnvelope(ZAnswerDetail) },
      },
    },
    async (request) =>
      ok(
        await answerDetail(deps, callerOf(request), request.query.surveyCode, request.params.id),
        request.lang,
      ),
  );
}
