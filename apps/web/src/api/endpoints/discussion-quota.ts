import {
  type CommunityView,
  communitySettingsApi,
  type DiscussionQuotaAction,
  type DiscussionQuotaInput,
  type DiscussionQuotaNodes,
  type DiscussionQuotaView,
  discussionQuotaApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/** Roll quotas and the owner's community settings (contract discussion/quota-calls.ts, community-calls.ts). */

export const fetchDiscussionQuotas = (surveyCode: string): Promise<DiscussionQuotaView[]> =>
  api.call(discussionQuotaApi.list, { surveyCode });

export const fetchDiscussionQuotaNodes = (code: string): Promise<DiscussionQuotaNodes> =>
  api.call(discussionQuotaApi.nodes, { code });

export const saveDiscussionQuotas = (
  surveyCode: string,
  quotas: DiscussionQuotaInput[],
): Promise<DiscussionQuotaView[]> => api.call(discussionQuotaApi.save, { surveyCode, quotas });

export const controlDiscussionQuota = (
  surveyCode: string,
  id: number,
  action: DiscussionQuotaAction,
): Promise<DiscussionQuotaView> => api.call(discussionQuotaApi.control, { surveyCode, id, action });

export const fetchCommunitySettings = (surveyCode: string): Promise<CommunityView> =>
  api.call(communitySettingsApi.get, { surveyCode });

export const saveCommunitySettings = (
  surveyCode: string,
  settings: { enabled: boolean; board: boolean; cross: boolean; quota: boolean },
): Promise<CommunityView> => api.call(communitySettingsApi.save, { surveyCode, ...settings });

export const setCommunityPassword = (
  surveyCode: string,
  password?: string,
): Promise<{ password: string; view: CommunityView }> =>
  api.call(communitySettingsApi.password, { surveyCode, ...(password ? { password } : {}) });
