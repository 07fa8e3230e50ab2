import {
  type CommunityInfo,
  type CrossDefinition,
  type CrossTable,
  type CrossVariableList,
  communityApi,
  type DiscussionQuotaView,
  type FrequencyBoard,
} from '@cairn/contract';
import { communityClient } from './community-client.ts';

/** The client's community calls, each through that project's own community client. */

export async function communityLogin(surveyCode: string, password: string): Promise<void> {
  const { api } = communityClient(surveyCode);
  const tokens = await api.call(
    communityApi.login,
    { surveyCode, password },
    { auth: 'client', handles: ['A2007'] },
  );
  api.startSession(tokens);
}

/** Ends the login on the server (best effort) and forgets the tokens either way. */
export async function communityLogout(surveyCode: string): Promise<void> {
  const { api } = communityClient(surveyCode);
  try {
    await api.call(communityApi.logout, { surveyCode }, { handles: 'all' });
  } finally {
    api.endSession();
  }
}

export const hasCommunitySession = (surveyCode: string) => communityClient(surveyCode).api.hasSession();

export const fetchCommunityInfo = (surveyCode: string): Promise<CommunityInfo> =>
  communityClient(surveyCode).api.call(communityApi.info, { surveyCode });

export const fetchCommunityBoard = (surveyCode: string): Promise<FrequencyBoard> =>
  communityClient(surveyCode).api.call(communityApi.board, { surveyCode });

export const fetchCommunityCrossVariables = (surveyCode: string): Promise<CrossVariableList> =>
  communityClient(surveyCode).api.call(communityApi.crossVariables, { surveyCode });

export const fetchCommunityCross = (surveyCode: string, definition: CrossDefinition): Promise<CrossTable> =>
  communityClient(surveyCode).api.call(communityApi.cross, { surveyCode, definition });

export const fetchCommunityQuota = (surveyCode: string): Promise<DiscussionQuotaView[]> =>
  communityClient(surveyCode).api.call(communityApi.quota, { surveyCode });
