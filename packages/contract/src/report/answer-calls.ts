import { endpoint } from '../api/endpoint.ts';
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
} from './answers.ts';
import { ZAnswerExportBody, ZDownloadTask } from './exports.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const list = {
  ...report,
  path: '/v1/answer',
  summary: 'One page of a survey’s responses with every question’s answer as text',
  description: `Sort keys: ${ANSWER_SORT_KEYS.join(', ')}.`,
  answer: ZAnswerPage,
} as const;

/**
 * Response data of the report (spec doc 2 §7 "Report service": POST /v1/answer, answer/invalid,
 * answer/export, answer/node/list, GET answer/{id}, answer/log; answer/remove and the GET list are
 * ours). The answer import and its template (GET and POST answer/upload) are `answerImportApi`.
 */
export const reportAnswersApi = {
  list: endpoint({ ...list, method: 'POST', body: ZAnswerListQuery }),
  /** The same page with the input in the query string. */
  listGet: endpoint({ ...list, method: 'GET', query: ZAnswerListQuery }),
  columns: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/answer/node/list',
    summary: 'The table’s question columns: code, title and analysis columns of every question',
    description: 'The newest version’s questions, then those only older versions had.',
    body: ZAnswerNodeListBody,
    answer: ZAnswerNodes,
  }),
  mark: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/answer/invalid',
    summary: 'Mark responses invalid, or valid again (invalid: false); each change is logged',
    description:
      'A partial or screened-out response among the ids is A4010; an id the survey does not have A0404; nothing changes then.',
    errors: ['A4010', 'A0404'],
    body: ZAnswerMarkBody,
    answer: ZAnswerMarked,
  }),
  remove: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/answer/remove',
    summary: 'Delete responses and their uploaded files; each deletion is logged',
    description: 'An id the survey does not have is A0404 and nothing is deleted.',
    errors: ['A0404'],
    body: ZAnswerRemoveBody,
    answer: ZAnswerRemoved,
  }),
  export: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/answer/export',
    summary: 'Export the selected responses (any status) as a raw data task for the download centre',
    description:
      'As POST /v1/data-export (file type, format, codes or labels), for exactly the responses named by ids; ' +
      'the selected filter does not narrow them. An id the survey does not have is A0404 and no task is made.',
    errors: ['A0404'],
    body: ZAnswerExportBody,
    answer: ZDownloadTask,
  }),
  log: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/answer/log',
    summary: 'The change log of a survey’s responses, or of one (responseId), newest first',
    query: ZAnswerLogQuery,
    answer: ZAnswerLogPage,
  }),
  detail: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/answer/{id}',
    summary: 'One response in full: every question of its version, times and metadata',
    description: 'A response the survey does not have is A0404.',
    errors: ['A0404'],
    params: ZAnswerIdParams,
    query: ZAnswerDetailQuery,
    answer: ZAnswerDetail,
  }),
};
