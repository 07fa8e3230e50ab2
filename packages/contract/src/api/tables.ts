import { accountApi, domainApi, mobileAuthApi, recognizeApi } from '../auth/account-calls.ts';
import { authApi } from '../auth/auth-calls.ts';
import { thirdPartyAuthApi } from '../auth/third-party-calls.ts';
import { usersApi } from '../auth/users-calls.ts';
import {
  dashboardApi,
  dashboardChartApi,
  dashboardExportApi,
  dashboardFoldersApi,
  dashboardPageApi,
  dashboardPublicApi,
} from '../dashboard/index.ts';
import { flowApi } from '../design/flow-calls.ts';
import { nodesApi } from '../design/node-calls.ts';
import { optionsApi } from '../design/option-calls.ts';
import { trashApi } from '../design/trash-calls.ts';
import { communityApi, communitySettingsApi } from '../discussion/community-calls.ts';
import { interviewApi } from '../discussion/interview-calls.ts';
import { discussionManagerApi } from '../discussion/manager-calls.ts';
import { discussionOfflineApi } from '../discussion/offline-calls.ts';
import { discussionQuotaApi } from '../discussion/quota-calls.ts';
import { discussionRollApi } from '../discussion/roll-calls.ts';
import { docsApi } from '../docs/docs-calls.ts';
import { filesApi } from '../files-calls.ts';
import { imageLibraryApi } from '../image-library/image-library-calls.ts';
import { surveyImageApi } from '../image-library/survey-image-calls.ts';
import { logicApi } from '../logic/calls.ts';
import { paymentApi } from '../money/payment-calls.ts';
import { walletApi } from '../money/wallet-calls.ts';
import { orgInviteApi } from '../org/invite-calls.ts';
import { orgMembersApi } from '../org/member-calls.ts';
import { orgApi } from '../org/org-calls.ts';
import { projectFoldersApi } from '../projects/folder-calls.ts';
import { projectsApi } from '../projects/project-calls.ts';
import { sharesApi } from '../projects/share-calls.ts';
import { publishingApi } from '../publishing/publishing-calls.ts';
import { questionLibraryApi } from '../question-library/question-library-calls.ts';
import { reportAnswersApi } from '../report/answer-calls.ts';
import { reportBoardApi } from '../report/board-calls.ts';
import { reportCleaningApi } from '../report/cleaning-calls.ts';
import { codingApi } from '../report/coding-calls.ts';
import { reportCrossApi } from '../report/cross-calls.ts';
import { downloadsApi } from '../report/download-calls.ts';
import { reportFiltersApi } from '../report/filter-calls.ts';
import { answerImportApi } from '../report/import-calls.ts';
import { insightApi } from '../report/insight-calls.ts';
import { reportOverviewApi } from '../report/overview-calls.ts';
import { tagsApi } from '../report/tag-calls.ts';
import { reportWeightingApi } from '../report/weighting-calls.ts';
import { wordcloudApi } from '../report/wordcloud-calls.ts';
import { respondApi, respondentFileApi, respondPreviewApi } from '../respond/respond-calls.ts';
import { claimApi } from '../rewards/claim-calls.ts';
import { envelopeApi } from '../rewards/envelope-calls.ts';
import { lotteryApi } from '../rewards/lottery-calls.ts';
import { prizeApi } from '../rewards/prize-calls.ts';
import { sampleApi } from '../sample/sample-calls.ts';
import { inviteApi } from '../settings/invite-calls.ts';
import { quotaApi } from '../settings/quota-calls.ts';
import { settingsApi } from '../settings/settings-calls.ts';
import { weixinApi } from '../settings/weixin-calls.ts';
import { templatesApi } from '../templates/template-calls.ts';
import { themeApi } from '../theme/theme-calls.ts';
import type { Endpoint, EndpointTable } from './endpoint.ts';

/**
 * Every table of the description. The server serves exactly these (a test compares the routes it
 * registers with this list both ways), and the OpenAPI document and the spec-coverage test read it.
 * Typed as a plain record: every reader walks it, none names a table through it, and the inferred
 * type of ~60 tables is longer than the compiler will write into a declaration file (TS7056).
 */
export const apiTables: Record<string, EndpointTable> = {
  discussionQuotaApi,
  communitySettingsApi,
  communityApi,
  envelopeApi,
  lotteryApi,
  prizeApi,
  discussionOfflineApi,
  sampleApi,
  claimApi,
  weixinApi,
  nodesApi,
  optionsApi,
  flowApi,
  trashApi,
  logicApi,
  settingsApi,
  projectsApi,
  sharesApi,
  projectFoldersApi,
  publishingApi,
  templatesApi,
  themeApi,
  authApi,
  mobileAuthApi,
  usersApi,
  orgApi,
  accountApi,
  domainApi,
  recognizeApi,
  thirdPartyAuthApi,
  filesApi,
  docsApi,
  inviteApi,
  quotaApi,
  respondApi,
  respondPreviewApi,
  respondentFileApi,
  reportBoardApi,
  reportFiltersApi,
  reportOverviewApi,
  reportAnswersApi,
  reportCleaningApi,
  reportCrossApi,
  reportWeightingApi,
  wordcloudApi,
  codingApi,
  tagsApi,
  insightApi,
  dashboardApi,
  dashboardFoldersApi,
  dashboardPageApi,
  dashboardChartApi,
  dashboardPublicApi,
  dashboardExportApi,
  downloadsApi,
  answerImportApi,
  questionLibraryApi,
  imageLibraryApi,
  surveyImageApi,
  orgMembersApi,
  orgInviteApi,
  discussionManagerApi,
  interviewApi,
  paymentApi,
  walletApi,
  discussionRollApi,
};

/** Every endpoint, with the name of its table and entry (`nodesApi.add`). */
export function allEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(apiTables).flatMap(([table, entries]) =>
    Object.entries(entries).map(([key, endpoint]) => ({
      name: `${table}.${key}`,
      endpoint,
    })),
  );
}
