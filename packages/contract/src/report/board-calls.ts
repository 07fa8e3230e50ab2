import { endpoint } from '../api/endpoint.ts';
import {
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
} from './board.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const board = {
  ...report,
  path: '/v1/frequency',
  summary: 'The data board: every question’s figures (unrounded) with its base and chart type',
  description:
    'filterId absent: the caller’s selected filter; 0: none. Complete responses unless the filter names statuses.',
  errors: ['A0404'],
  answer: ZFrequencyBoard,
} as const;

/**
 * The data board's calls (spec doc 2 §7 "Report service": GET /v1/frequency, POST frequency/item,
 * GET and POST frequency/setting, GET frequency/nodes and frequency/open/text). Every call needs
 * the report right on the survey named by `surveyCode`.
 */
export const reportBoardApi = {
  board: endpoint({ ...board, method: 'GET', query: ZFrequencyQuery }),
  /** The same board with the input in a JSON body. */
  boardPost: endpoint({ ...board, method: 'POST', body: ZFrequencyQuery }),
  item: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/frequency/item',
    summary: 'One question of the data board, with a page of its open answers and files',
    description: 'A0404 for a question not in the published version.',
    errors: ['A0404'],
    body: ZFrequencyItemBody,
    answer: ZQuestionBoard,
  }),
  settings: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/frequency/setting',
    summary: 'The chart types remembered per question',
    query: ZFrequencySettingQuery,
    answer: ZFrequencySettingList,
  }),
  saveSetting: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/frequency/setting',
    summary: 'Remember a question’s chart type (bar, pie, line, table)',
    description: 'A0404 for a question not in the published version.',
    errors: ['A0404'],
    body: ZFrequencySettingBody,
    answer: ZFrequencySetting,
  }),
  nodes: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/frequency/nodes',
    summary: 'The questions of the published version: options, columns, filter operators',
    query: ZFrequencyNodesQuery,
    answer: ZReportNodeList,
  }),
  openText: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/frequency/open/text',
    summary: 'A page of one open column’s answers, newest first, searchable',
    description: 'A0404 for a column that is not an open one of the published version.',
    errors: ['A0404'],
    query: ZOpenTextQuery,
    answer: ZOpenTextPage,
  }),
};
