import { endpoint } from '../api/endpoint.ts';
import { ZSurveyCodeQuery } from '../design/common.ts';
import {
  ROLL_IMPORT_MAX_ROWS,
  ROLL_MAX,
  ROLL_UPLOAD_MAX_BYTES,
  ZCodeParams,
  ZDiscussionSaveBody,
  ZDiscussionSettings,
  ZGroupDeleteBody,
  ZGroupDeleted,
  ZGroupSaveBody,
  ZGroupUpdateBody,
  ZGroupUpdated,
  ZRollClearBody,
  ZRollGroups,
  ZRollHead,
  ZRollImportReport,
  ZRollListBody,
  ZRollPage,
  ZRollRemoved,
  ZRollUpdateBody,
} from './roll-schemas.ts';
import { ZDiscussionGroup, ZInterviewee } from './schemas.ts';

const tags = ['discussion'];
const service = 'designer';
/** The roll is the project's own data: its owner and editors (A5211 for anyone else). */
const access = 'survey:edit';
const NOT_INTERVIEW = 'A0400 when the project is not an interview project.';
const MB = ROLL_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The interviewee roll of an interview (discussion) project: settings, import, list, edit, clear
 * and groups (spec doc 2 §7 "Discussion (interview) projects"; issue 24 part A). Served by
 * apps/server/src/modules/discussion.
 */
export const discussionRollApi = {
  settings: endpoint({
    service,
    access,
    tags,
    method: 'GET',
    path: '/v1/discussion',
    summary: 'The interview project’s settings (custom head fields, community) and the roll’s counts',
    description: NOT_INTERVIEW,
    query: ZSurveyCodeQuery,
    answer: ZDiscussionSettings,
  }),
  save: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion',
    summary: 'Save the custom head fields (add, rename, reorder, remove) and/or the community settings',
    description: `A removed head field’s values are removed from every interviewee. ${NOT_INTERVIEW}`,
    body: ZDiscussionSaveBody,
    answer: ZDiscussionSettings,
  }),
  importRoll: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/import',
    summary: 'Add interviewees from an .xlsx (the template’s columns), with a row-level error report',
    description:
      `multipart/form-data with the field "file", at most ${MB} MB and ${ROLL_IMPORT_MAX_ROWS} data rows; ` +
      'surveyCode in the query. Row 1 the headers (name, mobile, group and the custom head fields, by ' +
      'label, in Chinese or English), data from row 2. A row with any problem (no name, a bad or repeated ' +
      'mobile, a value too long, a formula) is left out and reported; groups the file names are created. ' +
      `The roll holds at most ${ROLL_MAX}. A0107 no file, A0108 empty, A0110 too big, A0112 .xls, A0106 ` +
      `not an xlsx, A0111 damaged, A0109 no name column or too many rows. ${NOT_INTERVIEW}`,
    errors: ['A0106', 'A0107', 'A0108', 'A0109', 'A0110', 'A0111', 'A0112'],
    query: ZSurveyCodeQuery,
    upload: true,
    answer: ZRollImportReport,
  }),
  template: endpoint({
    service,
    access,
    tags,
    method: 'GET',
    path: '/v1/discussion/user/import',
    summary: 'The roll’s import template (xlsx): name, mobile, group and the custom head fields',
    description: `Row 1 the headers in the caller’s language; interviewees go from row 2. ${NOT_INTERVIEW}`,
    query: ZSurveyCodeQuery,
    answer: 'file',
  }),
  list: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/list',
    summary: 'One page of the roll: search by name, mobile or field value; filter by group and state',
    description: `Oldest first (the import’s order). groupId 0: the ungrouped. ${NOT_INTERVIEW}`,
    body: ZRollListBody,
    answer: ZRollPage,
  }),
  clear: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/clear',
    summary: 'Delete the listed interviewees, or the whole roll (all: true)',
    description: `Ids of another project are ignored. ${NOT_INTERVIEW}`,
    body: ZRollClearBody,
    answer: ZRollRemoved,
  }),
  update: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/update',
    summary: 'Edit one interviewee: name, mobile, group and custom field values',
    description: `A0404 for an interviewee or group not in the project; A5511 for a mobile another interviewee has. Field keys not among the head fields are dropped. ${NOT_INTERVIEW}`,
    errors: ['A0404', 'A5511'],
    body: ZRollUpdateBody,
    answer: ZInterviewee,
  }),
  head: endpoint({
    service,
    access,
    tags,
    method: 'GET',
    path: '/v1/discussion/user/head',
    summary: 'The roll’s columns: the fixed ones and the custom head fields, in order',
    description: NOT_INTERVIEW,
    query: ZSurveyCodeQuery,
    answer: ZRollHead,
  }),
  groups: endpoint({
    service,
    access,
    tags,
    method: 'GET',
    path: '/v1/discussion/user/group/{code}',
    summary: 'The project’s groups with their member counts, and how many are ungrouped',
    description: NOT_INTERVIEW,
    params: ZCodeParams,
    answer: ZRollGroups,
  }),
  saveGroup: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/group/save',
    summary: 'Create a group',
    description: `A5510 when the project has a group of that name (any case). ${NOT_INTERVIEW}`,
    errors: ['A5510'],
    body: ZGroupSaveBody,
    answer: ZDiscussionGroup,
  }),
  updateGroup: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/group/update',
    summary: 'Rename a group and/or move interviewees into it (id 0: out of their groups)',
    description: `A0404 for a group not in the project; A5510 for a name taken. Member ids of another project are ignored. ${NOT_INTERVIEW}`,
    errors: ['A0404', 'A5510'],
    body: ZGroupUpdateBody,
    answer: ZGroupUpdated,
  }),
  deleteGroup: endpoint({
    service,
    access,
    tags,
    method: 'POST',
    path: '/v1/discussion/user/group/delete',
    summary: 'Delete a group; its members stay in the roll, ungrouped',
    description: `A0404 for a group not in the project. ${NOT_INTERVIEW}`,
    errors: ['A0404'],
    body: ZGroupDeleteBody,
    answer: ZGroupDeleted,
  }),
};
