import {
  ZEnvelope,
  ZFrequencyBoard,
  ZFrequencyItemBody,
  ZFrequencyNodesQuery,
  ZFrequencyQuery,
  ZFrequencySetting,
  ZFrequencySettingBody,
  ZFrequencySettingList,
  ZFrequencySettingQuery,
  ZOpenTextPage,
  ZOpenTextQuery,
  ZQuestionBoard,
  ZReportNodeList,
} from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { listChartSettings, saveChartSetting } from './board/chart-settings.ts';
import { frequencyBoard } from './board/frequency-board.ts';
import { frequencyItem } from './board/frequency-item.ts';
import { frequencyNodes } from './board/frequency-nodes.ts';
import { openTextPage } from './board/open-text.ts';

const RIGHT = 'Report right (A4000 otherwise).';

/** The data board's calls under /api/report (spec doc 2 §7 report service). */
export function boardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['report'];
  const board = {
    summary: 'The data board: every question’s figures (unrounded) with its base and chart type',
    description: `${RIGHT} filterId absent: the caller’s selected filter; 0: none. Complete responses unless the filter names statuses.`,
    tags,
    response: { 200: ZEnvelope(ZFrequencyBoard) },
  };
  r.get('/v1/frequency', { schema: { ...board, querystring: ZFrequencyQuery } }, async (request) =>
    ok(await frequencyBoard(deps, callerOf(request), request.query), request.lang),
  );
  r.post('/v1/frequency', { schema: { ...board, body: ZFrequencyQuery } }, async (request) =>
    ok(await frequencyBoard(deps, callerOf(request), request.body), request.lang),
  );

  r.post(
    '/v1/frequency/item',
    {
      schema: {
        summary: 'One question of the data board, with a page of its open answers and files',
        description: `${RIGHT} A0404 for a question not in the published version.`,
        tags,
        body: ZFrequencyItemBody,
        response: { 200: ZEnvelope(ZQuestionBoard) },
      },
    },
    async (request) => ok(await frequencyItem(deps, callerOf(request), request.body), request.lang),
  );

  r.get(
    '/v1/frequency/setting',
    {
      schema: {
        summary: 'The chart types remembered per question',
        description: RIGHT,
        tags,
        querystring: ZFrequencySettingQuery,
        response: { 200: ZEnvelope(ZFrequencySettingList) },
      },
    },
    async (request) =>
      ok(await listChartSettings(deps, callerOf(request), request.query.surveyCode), request.lang),
  );
  r.post(
    '/v1/frequency/setting',
    {
      schema: {
        summary: 'Remember a question’s chart type (bar, pie, line, table)',
        description: `${RIGHT} A0404 for a question not in the published version.`,
        tags,
        body: ZFrequencySettingBody,
        response: { 200: ZEnvelope(ZFrequencySetting) },
      },
    },
    async (request) => ok(await saveChartSetting(deps, callerOf(request), request.body), request.lang),
  );

  r.get(
    '/v1/frequency/nodes',
    {
      schema: {
        summary: 'The questions of the published version: options, columns, filter operators',
        description: RIGHT,
        tags,
        querystring: ZFrequencyNodesQuery,
        response: { 200: ZEnvelope(ZReportNodeList) },
      },
    },
    async (request) =>
      ok(await frequencyNodes(deps, callerOf(request), request.query.surveyCode), request.lang),
  );

  r.get(
    '/v1/frequency/open/text',
    {
      schema: {
        summary: 'A page of one open column’s answers, newest first, searchable',
        description: `${RIGHT} A0404 for a column that is not an open one of the published version.`,
        tags,
        querystring: ZOpenTextQuery,
        response: { 200: ZEnvelope(ZOpenTextPage) },
      },
    },
    async (request) => ok(await openTextPage(deps, callerOf(request), request.query), request.lang),
  );
}
