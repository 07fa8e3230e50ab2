import {
  type AnswerDetail,
  type AnswerListQuery,
  type AnswerLogPage,
  type AnswerLogQuery,
  type AnswerMarkBody,
  type AnswerMarked,
  type AnswerNode,
  type AnswerPage,
  type AnswerRemoveBody,
  type AnswerRemoved,
  type RespondentFileLink,
  ZAnswerDetail,
  ZAnswerLogPage,
  ZAnswerMarked,
  ZAnswerNodes,
  ZAnswerPage,
  ZAnswerRemoved,
  ZRespondentFileLink,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Response data of the report (/api/report/v1/answer...). */
const V1 = '/report/v1';

export function fetchAnswers(body: AnswerListQuery): Promise<AnswerPage> {
  return api.request({ method: 'POST', path: `${V1}/answer`, body, parse: ZAnswerPage });
}

export function fetchAnswerColumns(surveyCode: string): Promise<AnswerNode[]> {
  return api.request({
    method: 'POST',
    path: `${V1}/answer/node/list`,
    body: { surveyCode },
    parse: ZAnswerNodes,
  });
}

export function fetchAnswer(surveyCode: string, id: string): Promise<AnswerDetail> {
  return api.request({
    method: 'GET',
    path: `${V1}/answer/${id}`,
    query: { surveyCode },
    parse: ZAnswerDetail,
  });
}

export function fetchAnswerLog(query: AnswerLogQuery): Promise<AnswerLogPage> {
  return api.request({
    method: 'GET',
    path: `${V1}/answer/log`,
    query: query as Record<string, string | number>,
    parse: ZAnswerLogPage,
  });
}

export function markAnswers(body: AnswerMarkBody): Promise<AnswerMarked> {
  return api.request({ method: 'POST', path: `${V1}/answer/invalid`, body, parse: ZAnswerMarked });
}

export function removeAnswers(body: AnswerRemoveBody): Promise<AnswerRemoved> {
  return api.request({ method: 'POST', path: `${V1}/answer/remove`, body, parse: ZAnswerRemoved });
}

/** A 5-minute link to a file a respondent uploaded (report right). */
export function signRespondentFile(surveyCode: string, key: string): Promise<RespondentFileLink> {
  return api.request({
    method: 'POST',
    path: '/designer/v1/respond/files/sign',
    body: { surveyCode, key },
    parse: ZRespondentFileLink,
  });
}
