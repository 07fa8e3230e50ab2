import {
  type AuditResult,
  type Campaign,
  type CampaignAction,
  type CampaignPage,
  type DownloadTask,
  type EnvelopeConfigInput,
  type EnvelopeUpdateBody,
  envelopeApi,
  type GrantPage,
  type GrantStatus,
  type PayoutRetryResult,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/**
 * The survey settings' red-envelope calls (contract rewards/envelope-calls.ts, issue 23). The
 * config codes are shown by the form on the fields they name (the answer's `data.issues`), so they
 * are handled here, not toasted.
 */
export const ENVELOPE_FORM_CODES = ['A2060', 'A2061', 'A2062', 'A2063', 'A2064', 'A2066'] as const;

export function fetchCampaigns(surveyCode: string, page: number): Promise<CampaignPage> {
  return api.call(envelopeApi.list, { surveyCode, page });
}

export function fetchCampaign(id: string): Promise<Campaign> {
  return api.call(envelopeApi.get, { id });
}

export function createCampaign(config: EnvelopeConfigInput) {
  return api.call(envelopeApi.create, config, { handles: ENVELOPE_FORM_CODES });
}

export function updateCampaign(body: EnvelopeUpdateBody) {
  return api.call(envelopeApi.update, body, { handles: ENVELOPE_FORM_CODES });
}

export function changeCampaignStatus(id: string, action: CampaignAction): Promise<Campaign | null> {
  return api.call(envelopeApi.status, { id, action });
}

export function refundCampaign(id: string) {
  return api.call(envelopeApi.refund, { id });
}

export function fetchGrants(query: {
  id: string;
  page: number;
  pageSize: number;
  status?: GrantStatus;
}): Promise<GrantPage> {
  return api.call(envelopeApi.logs, query);
}

export type AuditDecision = 'approved' | 'rejected';

export function auditGrants(
  id: string,
  responseIds: string[],
  decision: AuditDecision,
): Promise<AuditResult> {
  return api.call(envelopeApi.audit, { id, responseIds, decision });
}

export function auditAllGrants(id: string, decision: AuditDecision): Promise<AuditResult> {
  return api.call(envelopeApi.auditAll, { id, decision });
}

/** The upload's file codes are shown by the upload control itself. */
export const AUDIT_UPLOAD_CODES = ['A0106', 'A0108', 'A0110'] as const;

export function uploadAudit(id: string, decision: AuditDecision, file: File): Promise<AuditResult> {
  return api.call(
    envelopeApi.auditUpload,
    { id, decision },
    { form: toFormData([{ name: 'file', file, fileName: file.name }]), handles: AUDIT_UPLOAD_CODES },
  );
}

export function exportGrants(id: string, status?: GrantStatus): Promise<DownloadTask> {
  return api.call(envelopeApi.export, status ? { id, status } : { id });
}

/** Sends the campaign's refused payouts again: the grants named, or every failed one. */
export function retryGrantPayouts(id: string, ids?: number[]): Promise<PayoutRetryResult> {
  return api.call(envelopeApi.retryPayouts, { id, ...(ids ? { ids } : {}) });
}
