import { reportBoardApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../http/serve-endpoints.ts';
import { listChartSettings, saveChartSetting } from './board/chart-settings.ts';
import { frequencyBoard } from './board/frequency-board.ts';
import { frequencyItem } from './board/frequency-item.ts';
import { frequencyNodes } from './board/frequency-nodes.ts';
import { openTextPage } from './board/open-text.ts';

/** The data board's calls (contract report/board-calls.ts). */
export function boardRoutes(app: FastifyInstance, deps: AppDeps): void {
  serve(app, reportBoardApi, {
    board: async ({ query, user }) => frequencyBoard(deps, user, query),
    boardPost: async ({ body, user }) => frequencyBoard(deps, user, body),
    item: async ({ body, user }) => frequencyItem(deps, user, body),
    settings: async ({ query, user }) => listChartSettings(deps, user, query.surveyCode),
    saveSetting: async ({ body, user }) => saveChartSetting(deps, user, body),
    nodes: async ({ query, user }) => frequencyNodes(deps, user, query.surveyCode),
    openText: async ({ query, user }) => openTextPage(deps, user, query),
  });
}
