import {
  type DownloadTask,
  type SampleComplete,
  type SampleOrder,
  type SamplePage,
  type SampleSaveBody,
  sampleApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The launch area's sample-service calls (contract sample/sample-calls.ts, issue 24 D). */
export function fetchSamples(surveyCode: string, page: number): Promise<SamplePage> {
  return api.call(sampleApi.list, { surveyCode, page });
}

export function fetchSample(id: string): Promise<SampleOrder> {
  return api.call(sampleApi.get, { id });
}

export function fetchSampleTags() {
  return api.call(sampleApi.tags, {});
}

export function fetchNodesCount(surveyCode: string) {
  return api.call(sampleApi.nodesCount, { id: surveyCode });
}

export function saveSample(body: SampleSaveBody) {
  return api.call(sampleApi.save, body);
}

/** Resume a delivery a delivery error stopped (idempotent). */
export function resumeSample(id: string): Promise<SampleOrder> {
  return api.call(sampleApi.resume, { id });
}

export function fetchCompletes(
  id: string,
  page: number,
  state?: SampleComplete['state'],
): Promise<{ page: number; pageSize: number; total: number; records: SampleComplete[] }> {
  return api.call(sampleApi.answers, { id, page, pageSize: 50, ...(state ? { state } : {}) });
}

export function auditSample(
  id: string,
  decisions: { completeId: number; accept: boolean; reason?: string }[],
) {
  return api.call(sampleApi.audit, { id, decisions });
}

export function exportSample(id: string): Promise<DownloadTask> {
  return api.call(sampleApi.export, { id });
}
