import { endpoint } from '../api/endpoint.ts';
import { ZDownloadTask } from './exports.ts';
import {
  ZTag,
  ZTagAnswerPage,
  ZTagAnswersQuery,
  ZTagApplyBody,
  ZTagApplyResult,
  ZTagAssignBody,
  ZTagAssignResult,
  ZTagColumnList,
  ZTagColumnsQuery,
  ZTagCreateBody,
  ZTagExportBody,
  ZTagIdBody,
  ZTagList,
  ZTagStats,
  ZTagStatsBody,
  ZTagsQuery,
  ZTagUpdateBody,
} from './tags.ts';

const report = { service: 'report', access: 'survey:report', tags: ['report'] } as const;
const ENTERPRISE =
  'A0403 when the caller’s account is the free edition (level 0): tag analysis is an enterprise feature.';
const COLUMN = 'A0404 when the survey’s published version has no such open column.';
const TAG = 'A0404 when the survey has no such tag.';

/**
 * Tag analysis (spec doc 1 `report/wordcloud/tag`; the spec names the screen, not its calls, so
 * these follow the cross tables' style). Every call needs the report right on the survey named by
 * `surveyCode` and an enterprise account.
 */
export const tagsApi = {
  columns: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/tags/columns',
    summary: 'The open columns of the published survey that answers can be tagged in',
    description: ENTERPRISE,
    errors: ['A0403'],
    query: ZTagColumnsQuery,
    answer: ZTagColumnList,
  }),
  list: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/tags',
    summary: 'The tags of an open column, in the order they were made',
    description: ENTERPRISE,
    errors: ['A0403'],
    query: ZTagsQuery,
    answer: ZTagList,
  }),
  create: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags',
    summary: 'Make a tag in an open column, by hand only or with a rule (contains words)',
    description: `${ENTERPRISE} A0201 when the column has a tag of that name (names ignore case). ${COLUMN}`,
    errors: ['A0403', 'A0201', 'A0404'],
    body: ZTagCreateBody,
    answer: ZTag,
  }),
  update: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/update',
    summary: 'Rename a tag, change its colour or its rule (rule null: by hand only)',
    description: `${ENTERPRISE} A0201 when another tag of the column has that name. ${TAG}`,
    errors: ['A0403', 'A0201', 'A0404'],
    body: ZTagUpdateBody,
    answer: ZTag,
  }),
  remove: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/remove',
    summary: 'Delete a tag (its hand-made assignments are kept for restore)',
    description: `${ENTERPRISE} ${TAG}`,
    errors: ['A0403', 'A0404'],
    body: ZTagIdBody,
    answer: ZTag,
  }),
  restore: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/restore',
    summary: 'Undo the deletion of a tag, with its rule and hand-made assignments',
    description: `${ENTERPRISE} A0201 when a tag of that name was made meanwhile. ${TAG}`,
    errors: ['A0403', 'A0201', 'A0404'],
    body: ZTagIdBody,
    answer: ZTag,
  }),
  assign: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/assign',
    summary: 'Tag or untag answers by hand, or hand them back to the rule',
    description: `${ENTERPRISE} ${TAG} A0404 also when answerKey is not the tag’s column or a response is not the survey’s.`,
    errors: ['A0403', 'A0404'],
    body: ZTagAssignBody,
    answer: ZTagAssignResult,
  }),
  apply: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/apply',
    summary:
      'Re-evaluate rule tags on the current answers; hand-made choices the rule now agrees with are dropped',
    description: `${ENTERPRISE} ${COLUMN} ${TAG}`,
    errors: ['A0403', 'A0404'],
    body: ZTagApplyBody,
    answer: ZTagApplyResult,
  }),
  stats: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/stats',
    summary: 'Answers per tag and untagged, with their share of the answered rows',
    description: `${ENTERPRISE} ${COLUMN} filterId absent: the caller’s selected filter; 0: none. weighted: the active weighting scheme.`,
    errors: ['A0403', 'A0404'],
    body: ZTagStatsBody,
    answer: ZTagStats,
  }),
  answers: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/tags/answers',
    summary: 'A page of a column’s answers (of one tag, or untagged), newest first, rule words highlighted',
    description: `${ENTERPRISE} ${COLUMN} ${TAG}`,
    errors: ['A0403', 'A0404'],
    query: ZTagAnswersQuery,
    answer: ZTagAnswerPage,
  }),
  exportTags: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/tags/export',
    summary: 'Export the tag counts and the tagged answers to xlsx through the download centre',
    description: `${ENTERPRISE} ${COLUMN}`,
    errors: ['A0403', 'A0404'],
    body: ZTagExportBody,
    answer: ZDownloadTask,
  }),
};
