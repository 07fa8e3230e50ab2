import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { ZFrequencyNodesQuery, ZReportNodeList } from './board.ts';
import {
  ZFilterCopyBody,
  ZFilterCreateBody,
  ZFilterIdParams,
  ZFilterList,
  ZFilterListQuery,
  ZFilterRemoveBody,
  ZFilterSaveBody,
  ZFilterSelectBody,
  ZFilterSelected,
  ZFilterUnselectBody,
  ZFilterUpdateBody,
  ZFilterView,
} from './board-filters.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const CONDITIONS = 'A0400 for a condition on a question not in the published version.';

/**
 * Saved report filters (spec doc 2 §7 "Report service": GET /v1/filters/node, GET and POST
 * /v1/filters, POST filters/update, select, unselect, filters/{id} (remove), filters/copy/{id}).
 * A filter belongs to the survey: everyone with the report right on it sees and edits its
 * filters; the selection is each user's own. `save` and `removeOld` are our earlier names.
 */
export const reportFiltersApi = {
  list: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/filters',
    summary: 'The survey’s saved filters, the caller’s selected one marked',
    query: ZFilterListQuery,
    answer: ZFilterList,
  }),
  nodes: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/filters/node',
    summary: 'The questions a filter can use: options, matrix rows, columns and operators of each',
    description: 'The questions of the latest published version, as GET /v1/frequency/nodes answers them.',
    query: ZFrequencyNodesQuery,
    answer: ZReportNodeList,
  }),
  create: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters',
    summary: 'Save a new filter: conditions, time range, statuses, sources, devices',
    description: `${CONDITIONS} select: true also selects it.`,
    body: ZFilterCreateBody,
    answer: ZFilterView,
  }),
  update: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/update',
    summary: 'Replace a saved filter’s name and definition',
    description: `${CONDITIONS} A0404 when the survey has no such filter. select: true also selects it.`,
    errors: ['A0404'],
    body: ZFilterUpdateBody,
    answer: ZFilterView,
  }),
  remove: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/{id}',
    summary: 'Delete a saved filter (whoever had it selected then has none)',
    description: 'A0404 when the survey has no such filter.',
    errors: ['A0404'],
    params: ZFilterIdParams,
    body: ZFilterRemoveBody,
    answer: z.null(),
  }),
  copy: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/copy/{id}',
    summary: 'Copy a saved filter under “<name> (copy)” in the caller’s language',
    description:
      'The copy belongs to the survey and its creator like the original; the selection does not change. ' +
      'A0404 when the survey has no such filter.',
    errors: ['A0404'],
    params: ZFilterIdParams,
    body: ZFilterCopyBody,
    answer: ZFilterView,
  }),
  select: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/select',
    summary: 'Select a filter for every report screen of the caller on this survey (id null: none)',
    description: 'A0404 when the survey has no such filter.',
    errors: ['A0404'],
    body: ZFilterSelectBody,
    answer: ZFilterSelected,
  }),
  unselect: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/unselect',
    summary: 'Select no filter for the caller on this survey',
    body: ZFilterUnselectBody,
    answer: ZFilterSelected,
  }),
  save: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/save',
    summary: 'Create a filter, or update one (with id)',
    description: `Our earlier name of POST /v1/filters and /v1/filters/update. ${CONDITIONS} A0404 for an unknown id.`,
    errors: ['A0404'],
    body: ZFilterSaveBody,
    answer: ZFilterView,
    deprecated: true,
  }),
  removeOld: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/filters/remove/{id}',
    summary: 'Delete a saved filter',
    description: 'Our earlier name of POST /v1/filters/{id}. A0404 when the survey has no such filter.',
    errors: ['A0404'],
    params: ZFilterIdParams,
    body: ZFilterRemoveBody,
    answer: z.null(),
    deprecated: true,
  }),
};
