import {
  type AnswerDetail,
  type AnswerExportBody,
  type AnswerListQuery,
  type AnswerLogPage,
  type AnswerMarkBody,
  type AnswerMarked,
  type AnswerNode,
  type AnswerPage,
  type AnswerRemoveBody,
  type AnswerRemoved,
  type CallInput,
  type DownloadTask,
  type RespondentFileLink,
  reportAnswersApi,
  respondentFileApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Response data of the report (contract report/answer-calls.ts). */

export function fetchAnswers(body: AnswerListQuery): Promise<AnswerPage> {
  return api.call(reportAnswersApi.list, body);
}

export function fetchAnswerColumns(surveyCode: string): Promise<AnswerNode[]> {
  return api.call(reportAnswersApi.columns, { surveyCode });
}

export function fetchAnswer(surveyCode: string, id: string): Promise<AnswerDetail> {
  return api.call(reportAnswersApi.detail, { surveyCode, id });
}

export function fetchAnswerLog(query: CallInput<typeof reportAnswersApi.log>): Promise<AnswerLogPage> {
  return api.call(reportAnswersApi.log, query);
}

export function markAnswers(body: AnswerMarkBody): Promise<AnswerMarked> {
  return api.call(reportAnswersApi.mark, body);
}

export function removeAnswers(body: AnswerRemoveBody): Promise<AnswerRemoved> {
  return api.call(reportAnswersApi.remove, body);
}

/** The selected responses as an export task of the download centre. */
export function exportAnswers(body: AnswerExportBody): Promise<DownloadTask> {
  return api.call(reportAnswersApi.export, body);
}

/** A 5-minute link to a file a respondent uploaded (report right; the respondent files' call). */
export function signRespondentFile(surveyCode: string, key: string): Promise<RespondentFileLink> {
  return api.call(respondentFileApi.sign, { surveyCode, key });
}
