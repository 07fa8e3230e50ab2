import {
  type InviteAdded,
  type InviteGenerateBody,
  type InviteImportBody,
  type InviteListQuery,
  type InvitePage,
  type InviteRemoveBody,
  projectsApi,
  type QuotaSaveBody,
  type QuotaSaved,
  type QuotaView,
  type SurveyBaseBody,
  type SurveyEndBody,
  type SurveyEndPage,
  type SurveySaved,
  type SurveySettingBody,
  settingsApi,
  ZFileSignAnswer,
  ZInviteAdded,
  ZInvitePage,
  ZInviteRemoved,
  ZQuotaSaved,
  ZQuotaView,
  ZSurveySaved,
} from '@cairn/contract';
import { z } from 'zod';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/**
 * The settings screens' calls (issue 5): base, answer, facade and end page, invitation codes,
 * quotas. The codes listed in `handles` are shown by the forms themselves (no global toast).
 */
const V1 = '/designer/v1';
const FORM_CODES = ['A0400', 'A0301'] as const;

export function saveSurveyBase(body: SurveyBaseBody): Promise<SurveySaved> {
  return api.call(projectsApi.saveBase, body, { handles: FORM_CODES });
}

export function saveSurveySetting(body: SurveySettingBody): Promise<SurveySaved> {
  return api.call(settingsApi.save, body, { handles: FORM_CODES });
}

export function fetchEndPage(code: string): Promise<SurveyEndPage> {
  return api.call(settingsApi.endPage, { code });
}

export function saveEndPage(body: SurveyEndBody): Promise<SurveySaved> {
  return api.call(settingsApi.saveEndPage, body, { handles: FORM_CODES });
}

export function fetchInviteCodes(query: InviteListQuery): Promise<InvitePage> {
  return api.request({
    method: 'GET',
    path: `${V1}/invite/code/list`,
    query: query as Record<string, string | number>,
    parse: ZInvitePage,
  });
}

export function generateInviteCodes(body: InviteGenerateBody): Promise<InviteAdded> {
  return api.request({ method: 'POST', path: `${V1}/invite/code/generate`, body, parse: ZInviteAdded });
}

export function importInviteCodes(body: InviteImportBody): Promise<InviteAdded> {
  return api.request({ method: 'POST', path: `${V1}/invite/code/import`, body, parse: ZInviteAdded });
}

export function uploadInviteCodes(surveyCode: string, file: Blob, fileName: string): Promise<InviteAdded> {
  return api.request({
    method: 'POST',
    path: `${V1}/invite/code/upload`,
    query: { surveyCode },
    form: toFormData([{ name: 'file', file, fileName }]),
    parse: ZInviteAdded,
  });
}

export function removeInviteCodes(body: InviteRemoveBody): Promise<{ removed: number }> {
  return api.request({ method: 'POST', path: `${V1}/invite/code/remove`, body, parse: ZInviteRemoved });
}

export function fetchQuotas(surveyCode: string): Promise<QuotaView[]> {
  return api.request({
    method: 'GET',
    path: `${V1}/quota/list`,
    query: { surveyCode },
    parse: z.array(ZQuotaView),
  });
}

export function saveQuota(body: QuotaSaveBody): Promise<QuotaSaved> {
  return api.request({
    method: 'POST',
    path: `${V1}/quota/save`,
    body,
    parse: ZQuotaSaved,
    handles: ['A0303'],
  });
}

export function removeQuota(surveyCode: string, id: number): Promise<SurveySaved> {
  return api.request({
    method: 'POST',
    path: `${V1}/quota/remove/${id}`,
    body: { surveyCode },
    parse: ZSurveySaved,
  });
}

/** Fresh signed links for stored image keys (logo, header image). */
export function signFiles(keys: string[]): Promise<Record<string, string>> {
  return api.request({ method: 'POST', path: `${V1}/files/sign`, body: { keys }, parse: ZFileSignAnswer });
}
