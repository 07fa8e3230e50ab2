import { endpoint } from '../api/endpoint.ts';
import { ZDownloadTask } from './exports.ts';
import {
  ZWordcloud,
  ZWordcloudAnswerPage,
  ZWordcloudAnswersQuery,
  ZWordcloudExcludeBody,
  ZWordcloudExportBody,
  ZWordcloudQuery,
  ZWordcloudSettings,
  ZWordcloudSettingsBody,
  ZWordcloudSettingsQuery,
} from './wordcloud.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const COLUMN = 'A0404 for a column that is not an open column of the published version.';
const FILTER =
  'filterId absent: the caller’s selected filter; 0: none. weighted: the active weighting scheme.';

/**
 * The keyword word cloud of open answers (spec doc 1 `report/wordcloud`; the spec names the
 * screen, not its calls). Every call needs the report right on the survey named by `surveyCode`.
 */
export const wordcloudApi = {
  cloud: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/wordcloud',
    summary: 'Words and two-word phrases of an open column, ranked, through the filter and weights',
    description: `${COLUMN} ${FILTER}`,
    errors: ['A0404'],
    query: ZWordcloudQuery,
    answer: ZWordcloud,
  }),
  answers: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/wordcloud/answers',
    summary: 'A page of the answers containing a word or phrase, with where it stands in each',
    description: `${COLUMN} filterId as for the cloud. Newest first.`,
    errors: ['A0404'],
    query: ZWordcloudAnswersQuery,
    answer: ZWordcloudAnswerPage,
  }),
  settings: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/wordcloud/settings',
    summary: 'The survey’s stop words, excluded words and user dictionary',
    query: ZWordcloudSettingsQuery,
    answer: ZWordcloudSettings,
  }),
  saveSettings: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/wordcloud/settings',
    summary: 'Replace the survey’s stop words and user dictionary (and excluded words when given)',
    body: ZWordcloudSettingsBody,
    answer: ZWordcloudSettings,
  }),
  exclude: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/wordcloud/exclude',
    summary: 'Leave a word out of the cloud, or bring it back (undo)',
    body: ZWordcloudExcludeBody,
    answer: ZWordcloudSettings,
  }),
  exportCounts: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/wordcloud/export',
    summary: 'Export the ranked counts to xlsx through the download centre',
    description: `${COLUMN} ${FILTER}`,
    errors: ['A0404'],
    body: ZWordcloudExportBody,
    answer: ZDownloadTask,
  }),
};
