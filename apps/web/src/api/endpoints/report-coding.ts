import {
  type AnswerOf,
  type CallInput,
  type CodeFrame,
  type CodingReport,
  type CodingStat,
  type CodingTask,
  codingApi,
  type DownloadTask,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/** AI coding's calls (contract report/coding-calls.ts), one function per call. */

type Api = typeof codingApi;
type In<K extends keyof Api> = CallInput<Api[K]>;
type Out<K extends keyof Api> = AnswerOf<Api[K]>;

export const fetchCodingColumns = (input: In<'columns'>): Promise<Out<'columns'>> =>
  api.call(codingApi.columns, input);
export const fetchCodingReports = (input: In<'reports'>): Promise<CodingReport[]> =>
  api.call(codingApi.reports, input);
export const createCodingReport = (input: In<'createReport'>): Promise<CodingReport> =>
  api.call(codingApi.createReport, input);
export const removeCodingReport = (input: In<'removeReport'>): Promise<Out<'removeReport'>> =>
  api.call(codingApi.removeReport, input);
export const fetchCodingReport = (input: In<'report'>): Promise<CodingReport> =>
  api.call(codingApi.report, input, { handles: ['A0404'] });
export const codingStatusNext = (input: In<'statusNext'>): Promise<CodingReport> =>
  api.call(codingApi.statusNext, input);
export const codingStatusPrev = (input: In<'statusPrev'>): Promise<CodingReport> =>
  api.call(codingApi.statusPrev, input);
export const fetchCodingResponses = (input: In<'responses'>): Promise<Out<'responses'>> =>
  api.call(codingApi.responses, input);
export const fetchCodingHits = (input: In<'hits'>): Promise<Out<'hits'>> => api.call(codingApi.hits, input);
export const fetchCodeFrame = (input: In<'nets'>): Promise<CodeFrame> => api.call(codingApi.nets, input);
export const fetchCodingStat = (input: In<'stat'>): Promise<CodingStat> => api.call(codingApi.stat, input);
export const createNet = (input: In<'createNet'>): Promise<Out<'createNet'>> =>
  api.call(codingApi.createNet, input);
export const createNets = (input: In<'batchNets'>): Promise<Out<'batchNets'>> =>
  api.call(codingApi.batchNets, input);
export const moveNet = (input: In<'moveNet'>): Promise<Out<'moveNet'>> => api.call(codingApi.moveNet, input);
export const copyNet = (input: In<'copyNet'>): Promise<Out<'copyNet'>> => api.call(codingApi.copyNet, input);
export const mergeNets = (input: In<'mergeNets'>): Promise<Out<'mergeNets'>> =>
  api.call(codingApi.mergeNets, input);
export const unmergeNet = (input: In<'unmergeNet'>): Promise<Out<'unmergeNet'>> =>
  api.call(codingApi.unmergeNet, input);
export const nettingNets = (input: In<'netting'>): Promise<Out<'netting'>> =>
  api.call(codingApi.netting, input);
export const renameNet = (input: In<'renameNet'>): Promise<Out<'renameNet'>> =>
  api.call(codingApi.renameNet, input);
export const sortNets = (input: In<'sortNets'>): Promise<Out<'sortNets'>> =>
  api.call(codingApi.sortNets, input);
export const removeNets = (input: In<'removeNets'>): Promise<Out<'removeNets'>> =>
  api.call(codingApi.removeNets, input);
export const restoreNet = (input: In<'restoreNet'>): Promise<Out<'restoreNet'>> =>
  api.call(codingApi.restoreNet, input);
export const importFrameText = (input: In<'manualImport'>): Promise<Out<'manualImport'>> =>
  api.call(codingApi.manualImport, input);
export const fetchRefSurveys = (input: In<'refSurveys'>): Promise<Out<'refSurveys'>> =>
  api.call(codingApi.refSurveys, input);
export const quoteReport = (input: In<'refReport'>): Promise<Out<'refReport'>> =>
  api.call(codingApi.refReport, input);
export const createHits = (input: In<'hit'>): Promise<{ changed: number }> => api.call(codingApi.hit, input);
export const checkHits = (input: In<'checkHits'>): Promise<{ changed: number }> =>
  api.call(codingApi.checkHits, input);
export const recodeHits = (input: In<'recode'>): Promise<{ changed: number }> =>
  api.call(codingApi.recode, input);
export const removeHits = (input: In<'removeHits'>): Promise<{ changed: number }> =>
  api.call(codingApi.removeHits, input);
export const validateTask = (input: In<'valid'>): Promise<Out<'valid'>> => api.call(codingApi.valid, input);
export const startRecommendTask = (input: In<'recommendTask'>): Promise<CodingTask> =>
  api.call(codingApi.recommendTask, input);
export const fetchRecommended = (input: In<'recommended'>): Promise<Out<'recommended'>> =>
  api.call(codingApi.recommended, input);
export const startHitTask = (input: In<'hitTask'>): Promise<CodingTask> => api.call(codingApi.hitTask, input);
export const fetchTaskProgress = (input: In<'taskProgress'>): Promise<CodingTask> =>
  api.call(codingApi.taskProgress, input);
export const exportCoding = (input: In<'exportReport'>): Promise<DownloadTask> =>
  api.call(codingApi.exportReport, input);

/** An xlsx frame: multipart body with the file, survey and report in the signed query. */
export function importFrameFile(surveyCode: string, reportId: number, file: File): Promise<unknown> {
  return api.call(
    codingApi.importFrame,
    { surveyCode, reportId },
    { form: toFormData([{ name: 'file', file, fileName: file.name }]) },
  );
}
