import { endpoint } from '../api/endpoint.ts';
import { ZDownloadTask } from '../report/exports.ts';
import {
  ZNodesCount,
  ZNodesCountParams,
  ZSampleAnswers,
  ZSampleAnswersBody,
  ZSampleAuditBody,
  ZSampleAuditResult,
  ZSampleExportBody,
  ZSampleIdParams,
  ZSampleListQuery,
  ZSampleOrder,
  ZSamplePage,
  ZSampleResumeBody,
  ZSampleSaveBody,
  ZSampleSaved,
  ZSampleTagCatalogue,
} from './schemas.ts';

const tags = ['sample'];
/** Sample orders are part of collecting: the launch right on the survey. */
const bySurvey = { service: 'designer', access: 'survey:launch', tags } as const;
/** Calls naming an order: the use case checks launch on its survey (A5202; another's id reads as missing). */
const byOrder = { service: 'designer', access: 'user', tags } as const;
const byOrderReport = { service: 'report', access: 'user', tags } as const;

/**
 * The sample service (spec doc 2 "Sample service"; payloads are ours): respondents bought from a
 * panel for a survey. Paid through the money module's orders (kind `sample`, order/pay/{id}).
 */
export const sampleApi = {
  list: endpoint({
    ...bySurvey,
    method: 'GET',
    path: '/v1/sample',
    summary: 'A survey’s sample orders, newest first, 10 a page (load more: the next page)',
    query: ZSampleListQuery,
    answer: ZSamplePage,
  }),
  save: endpoint({
    ...bySurvey,
    method: 'POST',
    path: '/v1/sample',
    summary: 'Create a sample order (or edit a draft or paying one) and the order for its budget',
    description:
      'Price per complete: samplePriceFen (contract sample/pricing.ts); budget = price × quantity. ' +
      'An edit replaces the unpaid order. A21017 when the order is past paying; A0400 the survey is not published.',
    errors: ['A0400', 'A0404', 'A21017'],
    body: ZSampleSaveBody,
    answer: ZSampleSaved,
  }),
  tags: endpoint({
    ...byOrder,
    method: 'GET',
    path: '/v1/sample/tag',
    summary: 'The targeting tags, their values and each value’s share of the panel',
    answer: ZSampleTagCatalogue,
  }),
  get: endpoint({
    ...byOrder,
    method: 'GET',
    path: '/v1/sample/{id}',
    summary: 'One sample order with its delivery and audit counts and its cost',
    errors: ['A0404', 'A5202'],
    params: ZSampleIdParams,
    answer: ZSampleOrder,
  }),
  nodesCount: endpoint({
    ...byOrder,
    method: 'GET',
    path: '/v1/nodes/count/{id}',
    summary: 'The number of questions of the survey’s published version (id: the survey code)',
    errors: ['A0404', 'A5202'],
    params: ZNodesCountParams,
    answer: ZNodesCount,
  }),
  resume: endpoint({
    ...byOrder,
    method: 'POST',
    path: '/v1/sample/resume',
    summary: 'Resume the delivery a delivery error stopped: the error is cleared and the panel tries again',
    description:
      'Idempotent: an order fielding without a delivery error is answered as it is and nothing is queued. ' +
      'A21017 when the order is not fielding.',
    errors: ['A0404', 'A5202', 'A21017'],
    body: ZSampleResumeBody,
    answer: ZSampleOrder,
  }),
  answers: endpoint({
    ...byOrderReport,
    method: 'POST',
    path: '/v1/answer/sample',
    summary: 'The completes the panel delivered, with the survey’s cleaning rules as suggestions',
    errors: ['A0404', 'A5202'],
    body: ZSampleAnswersBody,
    answer: ZSampleAnswers,
  }),
  audit: endpoint({
    ...byOrderReport,
    method: 'POST',
    path: '/v1/answer/sample/audit',
    summary: 'Accept or reject delivered completes; the panel replaces rejected ones',
    description:
      'Only pending completes change. When every ordered complete is accepted (or the panel has delivered ' +
      'its most), the order completes: the accepted ones are paid, the rest of the budget refunded once. ' +
      'A21017 when the order is not fielding or auditing.',
    errors: ['A0404', 'A5202', 'A21017'],
    body: ZSampleAuditBody,
    answer: ZSampleAuditResult,
  }),
  export: endpoint({
    ...byOrderReport,
    method: 'POST',
    path: '/v1/data-export/sample',
    summary: 'Export the order’s completes with their answers as xlsx: a download-centre task (subType 18)',
    errors: ['A0404', 'A5202'],
    body: ZSampleExportBody,
    answer: ZDownloadTask,
  }),
};
