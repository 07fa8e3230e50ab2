import { endpoint } from '../api/endpoint.ts';
import { ZIdParams } from '../design/common.ts';
import { ZLogicEdited, ZLogicList, ZLogicListQuery, ZLogicRemoveBody, ZLogicSaveBody } from './schemas.ts';

const tags = ['logic'];

/**
 * The logic calls (issue 5, named like the node calls): list, save (create or replace one rule),
 * remove. Edits are design edits sharing the survey's edit version with the node calls; deleting
 * nodes or options that logic names is guarded in the design calls (00001).
 */
export const logicApi = {
  list: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/logic',
    access: 'survey:read',
    summary: 'The survey’s logic rules, oldest first',
    description: 'The x-node-v header carries the edit version.',
    tags,
    query: ZLogicListQuery,
    answer: ZLogicList,
  }),
  save: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/logic/save',
    access: 'survey:edit',
    summary: 'Create a logic rule (no id) or replace one (id)',
    description:
      'Checked against the design: A0404 a question or option not in the survey, A0400 an operator, option ' +
      'or value that does not fit the question, A0121 a condition on a question that does not come before ' +
      'the rule’s question (jumps and validations may test their own), A0122 a jump that does not go ' +
      'forward, A0123 display/carry rules depending on each other in a circle, A0124 too many rules.',
    errors: ['A0404', 'A0121', 'A0122', 'A0123', 'A0124'],
    tags,
    body: ZLogicSaveBody,
    answer: ZLogicEdited,
    edit: {},
  }),
  remove: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/logic/remove/{id}',
    access: 'survey:edit',
    summary: 'Delete a logic rule',
    errors: ['A0404'],
    tags,
    params: ZIdParams,
    body: ZLogicRemoveBody,
    answer: ZLogicEdited,
    edit: {},
  }),
};
