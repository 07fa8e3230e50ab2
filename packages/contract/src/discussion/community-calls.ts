import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZTokens } from '../auth/schemas.ts';
import { ZFrequencyBoard } from '../report/board.ts';
import { ZCrossTable, ZCrossVariableList } from '../report/cross.ts';
import {
  ZCommunityCrossBody,
  ZCommunityInfo,
  ZCommunityLoginBody,
  ZCommunityPasswordBody,
  ZCommunityPasswordSet,
  ZCommunityQuery,
  ZCommunityRefreshBody,
  ZCommunitySettingsBody,
  ZCommunityView,
} from './community-schemas.ts';
import { ZDiscussionQuotaView } from './quota-schemas.ts';

const tags = ['community'];
const NOT_DISCUSSION = 'A0400 when the project is not an interview project.';

/** The owner's side: what the community pages show and the client's password. */
export const communitySettingsApi = {
  get: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/discussion/community',
    access: 'survey:read',
    summary: 'The community pages’ settings and whether a client password is set',
    description: NOT_DISCUSSION,
    tags,
    query: ZCommunityQuery,
    answer: ZCommunityView,
  }),
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/discussion/community',
    access: 'survey:launch',
    summary: 'Turn the community pages on or off and choose their sections',
    description: NOT_DISCUSSION,
    tags,
    body: ZCommunitySettingsBody,
    answer: ZCommunityView,
  }),
  password: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/discussion/community/password',
    access: 'survey:launch',
    summary: 'Set or rotate the client’s community password; every community login ends',
    description: `Without a password the server makes one. ${NOT_DISCUSSION}`,
    tags,
    body: ZCommunityPasswordBody,
    answer: ZCommunityPasswordSet,
  }),
};

const COMMUNITY_TOKEN =
  'Needs a community access token of this project (Authorization: Bearer); a designer token or another project’s is refused (A0401, A0403).';
const SECTION = 'A0403 when the owner has not enabled the section.';

/**
 * The client's side (spec doc 1 "/community/{surveyCode}", doc 2 §2 "a separate token pair").
 * Signed like the designer's calls but without the designer's session: each handler checks the
 * community token itself.
 */
export const communityApi = {
  login: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/community/login',
    access: 'client',
    summary: 'The client’s community login: project code and community password → a token pair',
    description:
      'A2007 wrong password; A0403 when the community pages are off or no password is set; A2032 after 10 wrong passwords from one address in 10 minutes.',
    errors: ['A1100', 'A2007', 'A0403', 'A2032'],
    tags,
    rateLimit: 30,
    body: ZCommunityLoginBody,
    answer: ZTokens,
  }),
  refresh: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/community/token',
    access: 'client',
    summary: 'Exchange a community refresh token for the next pair',
    description: 'A0401 when the login has ended (logout, password rotated, reused or expired token).',
    tags,
    rateLimit: 60,
    body: ZCommunityRefreshBody,
    answer: ZTokens,
  }),
  logout: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/community/logout',
    access: 'client',
    summary: 'End the client’s community login (the designer’s session is not touched)',
    description: COMMUNITY_TOKEN,
    errors: ['A0403'],
    tags,
    body: ZCommunityQuery,
    answer: z.null(),
  }),
  info: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/community/info',
    access: 'client',
    summary: 'The project’s title and the sections the owner enabled',
    description: COMMUNITY_TOKEN,
    errors: ['A0403'],
    tags,
    query: ZCommunityQuery,
    answer: ZCommunityInfo,
  }),
  board: endpoint({
    method: 'GET',
    service: 'report',
    path: '/v1/community/frequency',
    access: 'client',
    summary: 'The data board, read-only: every question’s figures over complete responses',
    description: `${COMMUNITY_TOKEN} ${SECTION}`,
    errors: ['A0403'],
    tags,
    query: ZCommunityQuery,
    answer: ZFrequencyBoard,
  }),
  crossVariables: endpoint({
    method: 'GET',
    service: 'report',
    path: '/v1/community/cross/variables',
    access: 'client',
    summary: 'The variables of the community cross table',
    description: `${COMMUNITY_TOKEN} ${SECTION}`,
    errors: ['A0403'],
    tags,
    query: ZCommunityQuery,
    answer: ZCrossVariableList,
  }),
  cross: endpoint({
    method: 'POST',
    service: 'report',
    path: '/v1/community/cross',
    access: 'client',
    summary: 'Compute a cross table over complete responses, unweighted, without a saved filter',
    description: `${COMMUNITY_TOKEN} ${SECTION} A0320 for a variable that does not exist.`,
    errors: ['A0403', 'A0320'],
    tags,
    body: ZCommunityCrossBody,
    answer: ZCrossTable,
  }),
  quota: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/community/quota',
    access: 'client',
    summary: 'The roll quotas’ progress, read-only',
    description: `${COMMUNITY_TOKEN} ${SECTION}`,
    errors: ['A0403'],
    tags,
    query: ZCommunityQuery,
    answer: z.array(ZDiscussionQuotaView),
  }),
};
