import {
  type CallInput,
  filesApi,
  type InviteAdded,
  type InviteGenerateBody,
  type InviteImportBody,
  type InvitePage,
  type InviteRemoveBody,
  inviteApi,
  projectsApi,
  type QuotaSaveBody,
  type QuotaSaved,
  type QuotaView,
  quotaApi,
  type SurveyBaseBody,
  type SurveyEndBody,
  type SurveyEndPage,
  type SurveySaved,
  type SurveySettingBody,
  type SurveyWeixin,
  settingsApi,
  weixinApi,
} from '@cairn/contract';
import { api } from '../client.ts';
import { toFormData } from '../multipart.ts';

/**
 * The settings screens' calls (issue 5): base, answer, facade and end page, invitation codes,
 * quotas. The codes listed in `handles` are shown by the forms themselves (no global toast).
 */
const FORM_CODES = ['A0400', 'A0301'] as const;

export function saveSurveyBase(body: SurveyBaseBody): Promise<SurveySaved> {
  return api.call(projectsApi.saveBase, body, { handles: FORM_CODES });
}

export function saveSurveySetting(body: SurveySettingBody): Promise<SurveySaved> {
  return api.call(settingsApi.save, body, { handles: FORM_CODES });
}

export function fetchSurveyWeixin(code: string): Promise<SurveyWeixin> {
  return api.call(weixinApi.get, { code });
}

export function saveSurveyWeixin(code: string, bind: boolean): Promise<SurveyWeixin> {
  return api.call(weixinApi.save, { code, bind });
}

export function fetchEndPage(code: string): Promise<SurveyEndPage> {
  return api.call(settingsApi.endPage, { code });
}

export function saveEndPage(body: SurveyEndBody): Promise<SurveySaved> {
  return api.call(settingsApi.saveEndPage, body, { handles: FORM_CODES });
}

export function fetchInviteCodes(query: CallInput<typeof inviteApi.list>): Promise<InvitePage> {
  return api.call(inviteApi.list, query);
}

export function generateInviteCodes(body: InviteGenerateBody): Promise<InviteAdded> {
  return api.call(inviteApi.generate, body);
}

export function importInviteCodes(body: InviteImportBody): Promise<InviteAdded> {
  return api.call(inviteApi.import, body);
}

export function uploadInviteCodes(surveyCode: string, file: Blob, fileName: string): Promise<InviteAdded> {
  return api.call(inviteApi.upload, { surveyCode }, { form: toFormData([{ name: 'file', file, fileName }]) });
}

export function removeInviteCodes(body: InviteRemoveBody): Promise<{ removed: number }> {
  return api.call(inviteApi.remove, body);
}

export function fetchQuotas(surveyCode: string): Promise<QuotaView[]> {
  return api.call(quotaApi.list, { surveyCode });
}

export function saveQuota(body: QuotaSaveBody): Promise<QuotaSaved> {
  return api.call(quotaApi.save, body, { handles: ['A0303'] });
}

export function removeQuota(surveyCode: string, id: number): Promise<SurveySaved> {
  return api.call(quotaApi.remove, { surveyCode, id });
}

/** Fresh signed links for a survey's stored image keys (logo, header image). */
export function signFiles(keys: string[], surveyCode: string | undefined): Promise<Record<string, string>> {
  return api.call(filesApi.sign, { keys, ...(surveyCode ? { surveyCode } : {}) });
}
