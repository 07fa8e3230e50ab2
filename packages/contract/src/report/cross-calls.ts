import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  ZCrossBody,
  ZCrossExportBody,
  ZCrossTable,
  ZCrossTableCreateBody,
  ZCrossTableIdParams,
  ZCrossTableRemoveBody,
  ZCrossTablesQuery,
  ZCrossTableUpdateBody,
  ZCrossVariableList,
  ZCrossVariablesQuery,
  ZSavedCrossTable,
  ZSavedCrossTableList,
} from './cross.ts';
import { ZDownloadTask } from './exports.ts';

const tags = ['report'];
const report = { service: 'report', access: 'survey:report', tags } as const;
const VARIABLES =
  'A0320 when a variable is not in the published version or cannot be used where it is placed.';

/**
 * Cross tables (spec doc 1 `report/cross`; the spec names the screen, not its calls, so these
 * follow the filters' style). Every call needs the report right on the survey named by
 * `surveyCode`; saved tables belong to the survey.
 */
export const reportCrossApi = {
  variables: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/cross/variables',
    summary: 'The variables a cross table or a weighting scheme can use: questions, matrix rows, metadata',
    query: ZCrossVariablesQuery,
    answer: ZCrossVariableList,
  }),
  compute: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cross',
    summary: 'Compute a cross table: counts, percentages, significance letters and their p-values',
    description: `${VARIABLES} filterId absent: the caller’s selected filter; 0: none. weighted: the active weighting scheme.`,
    errors: ['A0320'],
    body: ZCrossBody,
    answer: ZCrossTable,
  }),
  list: endpoint({
    ...report,
    method: 'GET',
    path: '/v1/cross/tables',
    summary: 'The survey’s saved cross tables',
    query: ZCrossTablesQuery,
    answer: ZSavedCrossTableList,
  }),
  create: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cross/tables',
    summary: 'Save a named cross table',
    description: VARIABLES,
    errors: ['A0320'],
    body: ZCrossTableCreateBody,
    answer: ZSavedCrossTable,
  }),
  update: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cross/tables/update',
    summary: 'Replace a saved cross table’s name and definition',
    description: `${VARIABLES} A0404 when the survey has no such table.`,
    errors: ['A0320', 'A0404'],
    body: ZCrossTableUpdateBody,
    answer: ZSavedCrossTable,
  }),
  remove: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cross/tables/{id}',
    summary: 'Delete a saved cross table',
    description: 'A0404 when the survey has no such table.',
    errors: ['A0404'],
    params: ZCrossTableIdParams,
    body: ZCrossTableRemoveBody,
    answer: z.null(),
  }),
  exportTables: endpoint({
    ...report,
    method: 'POST',
    path: '/v1/cross/export',
    summary: 'Export the table on screen or saved tables to xlsx through the download centre',
    description: `cellType 1 frequency, 2 percentage, 3 percentage with significance (default). ${VARIABLES} A0404 for a table id the survey lacks.`,
    errors: ['A0320', 'A0404'],
    body: ZCrossExportBody,
    answer: ZDownloadTask,
  }),
};
