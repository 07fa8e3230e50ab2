import { endpoint } from '../api/endpoint.ts';
import { ZDownloadTask } from '../report/exports.ts';
import {
  ZAuditAllBody,
  ZAuditBody,
  ZAuditResult,
  ZAuditUploadQuery,
  ZCampaign,
  ZCampaignCreated,
  ZCampaignIdParams,
  ZCampaignPage,
  ZEnvelopeExportBody,
  ZEnvelopeListQuery,
  ZEnvelopeLogsQuery,
  ZEnvelopeUpdateBody,
  ZEnvelopeUpdated,
  ZExportStateQuery,
  ZGrantPage,
  ZRefundResult,
  ZStatusBody,
  ZStatusResult,
} from './envelope-records.ts';
import { ZEnvelopeConfigShape, ZPayoutRetryBody, ZPayoutRetryResult } from './envelope-schemas.ts';

const tags = ['red-envelope'];
/** Calls naming the survey: the policy's launch right on it (envelopes are part of collecting). */
const bySurvey = { service: 'designer', access: 'survey:launch', tags } as const;
/** Calls naming a campaign: the use case checks launch on the campaign's survey (A5202; another's id reads as missing). */
const byCampaign = { service: 'designer', access: 'user', tags } as const;
const CONFIG =
  'Rules (envelopeConfigIssues): A2060 amount (fixed ¥1–¥200, random ¥0.30–¥200, min ≤ max), A2061 ' +
  'probability 1–100 %, A2062 budget below one envelope, A2063 a limit below 1, A2064 start not before end; ' +
  'the first issue’s code answers, all of them in data.issues.';

/**
 * Red-envelope campaigns (spec doc 2 §7 "Red envelopes"; payloads are ours, the spec shows none).
 * Not in api/tables.ts until the server serves them (the endpoint-coverage test).
 */
export const envelopeApi = {
  list: endpoint({
    ...bySurvey,
    method: 'GET',
    path: '/v1/red-envelope',
    summary: 'A survey’s envelope campaigns, newest first, 10 a page (load more: the next page)',
    query: ZEnvelopeListQuery,
    answer: ZCampaignPage,
  }),
  create: endpoint({
    ...bySurvey,
    method: 'POST',
    path: '/v1/red-envelope',
    summary: 'Create a campaign and the order for its budget (status paying until the order is paid)',
    description: CONFIG,
    errors: ['A2060', 'A2061', 'A2062', 'A2063', 'A2064'],
    body: ZEnvelopeConfigShape,
    answer: ZCampaignCreated,
  }),
  get: endpoint({
    ...byCampaign,
    method: 'GET',
    path: '/v1/red-envelope/{id}',
    summary: 'One campaign with its spent, held and refunded amounts',
    errors: ['A0404', 'A5202'],
    params: ZCampaignIdParams,
    answer: ZCampaign,
  }),
  logs: endpoint({
    ...byCampaign,
    method: 'GET',
    path: '/v1/red-envelope/logs',
    summary: 'The campaign’s grants and payouts, newest first, paged; filter by status or audit state',
    errors: ['A0404', 'A5202'],
    query: ZEnvelopeLogsQuery,
    answer: ZGrantPage,
  }),
  auditUpload: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/audit/upload',
    summary: 'Decide the grants of the response ids in an xlsx (first column, header row optional)',
    description:
      'Manual review. Ids with no pending grant are listed as skipped; an invalid response is never approved. ' +
      'A0106 not an xlsx, A0108 no ids, A0110 over 5 MB.',
    errors: ['A0404', 'A5202', 'A0106', 'A0108', 'A0110', 'A2065'],
    upload: true,
    query: ZAuditUploadQuery,
    answer: ZAuditResult,
  }),
  auditAll: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/audit/all',
    summary: 'Approve or reject every grant still pending review',
    errors: ['A0404', 'A5202', 'A2065'],
    body: ZAuditAllBody,
    answer: ZAuditResult,
  }),
  audit: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/audit',
    summary: 'Approve or reject the grants of the responses named',
    errors: ['A0404', 'A5202', 'A2065'],
    body: ZAuditBody,
    answer: ZAuditResult,
  }),
  status: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/status',
    summary: 'Pause, resume, end or delete a campaign',
    description:
      'running ↔ paused; end from running or paused (the unspent budget is refunded as by refund/{id}); delete ' +
      'only a draft or an ended campaign (A2056); any other move A2065.',
    errors: ['A0404', 'A5202', 'A2056', 'A2065'],
    body: ZStatusBody,
    answer: ZStatusResult,
  }),
  update: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/update',
    summary: 'Change a campaign’s settings (a draft freely; a started one within the edit rules)',
    description:
      `${CONFIG} Started campaigns (A2066 otherwise): the budget only raised (a top-up order for the ` +
      'difference), the end only later than now, the amounts only raised once envelopes were granted, the ' +
      'mode, start and review fixed. Paying or ended campaigns: A2065.',
    errors: ['A0404', 'A5202', 'A2060', 'A2061', 'A2062', 'A2063', 'A2064', 'A2065', 'A2066'],
    body: ZEnvelopeUpdateBody,
    answer: ZEnvelopeUpdated,
  }),
  retryPayouts: endpoint({
    ...byCampaign,
    method: 'POST',
    path: '/v1/red-envelope/payout/retry',
    summary: 'Send refused payouts again (the grants named, or every failed one)',
    description:
      'A refused payout leaves its grant failed and its money reserved in the campaign; this books it again ' +
      'under a new payout id. A grant whose response was marked invalid since is rejected instead (never paid). ' +
      'Ended campaigns too: their failed grants are still owed.',
    errors: ['A0404', 'A5202'],
    body: ZPayoutRetryBody,
    answer: ZPayoutRetryResult,
  }),
  refund: endpoint({
    ...byCampaign,
    method: 'GET',
    path: '/v1/red-envelope/refund/{id}',
    summary: 'End the campaign and return the unspent budget to the wallet (idempotent)',
    description:
      'Refunds the escrow minus what grants awaiting review hold; calling it again refunds nothing more. ' +
      'A2065 for a draft or paying campaign (nothing was paid in).',
    errors: ['A0404', 'A5202', 'A2065'],
    params: ZCampaignIdParams,
    answer: ZRefundResult,
  }),
  export: endpoint({
    service: 'report',
    access: 'user',
    tags,
    method: 'POST',
    path: '/v1/data-export/red-envelope',
    summary: 'Export a campaign’s grant log as xlsx: a download-centre task (subType 17)',
    description:
      'Poll data-export/state, then fetch data-export/download; the use case checks launch on the survey.',
    errors: ['A0404', 'A5202'],
    body: ZEnvelopeExportBody,
    answer: ZDownloadTask,
  }),
  exportState: endpoint({
    service: 'report',
    access: 'user',
    tags,
    method: 'GET',
    path: '/v1/data-export/state',
    summary: 'The state of one of the caller’s export tasks (waiting, generating, done, failed, expired)',
    errors: ['A0404'],
    query: ZExportStateQuery,
    answer: ZDownloadTask,
  }),
};
