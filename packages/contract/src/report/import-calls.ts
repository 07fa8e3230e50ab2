import { endpoint } from '../api/endpoint.ts';
import { ANSWER_IMPORT_MAX_BYTES, ZAnswerImportQuery, ZAnswerImportReport } from './exports.ts';

const tags = ['downloads'];
const MB = ANSWER_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The answer import (spec doc 2 §7 "Report service": GET and POST /v1/answer/upload): the raw
 * export's layout back into responses, and its template. Both need the edit right (an import adds
 * data, which report readers may not) and a published survey (A0400 otherwise).
 */
export const answerImportApi = {
  upload: endpoint({
    service: 'report',
    method: 'POST',
    path: '/v1/answer/upload',
    access: 'survey:edit',
    summary: 'Import answers from an .xlsx in the raw export layout (row-level error report)',
    description:
      `multipart/form-data with the field "file", at most ${MB} MB and 20,000 rows; surveyCode in the query. ` +
      'Rows with any problem are reported and left out; the others become complete responses of ' +
      'the latest version. A0107 no file, A0108 an empty one, A0110 too big, A0112 an .xls, A0109 when ' +
      'the columns do not match the survey.',
    errors: ['A0107', 'A0108', 'A0109', 'A0110', 'A0112'],
    tags,
    query: ZAnswerImportQuery,
    upload: true,
    answer: ZAnswerImportReport,
  }),
  template: endpoint({
    service: 'report',
    method: 'GET',
    path: '/v1/answer/upload',
    access: 'survey:edit',
    summary: 'The import template (xlsx): the columns an import of this survey expects',
    description:
      'Row 1 the column codes (the fixed columns, then every question of the latest published version, ' +
      'one 0/1 column per option of a multiple choice), row 2 their titles; answers go from row 3, ' +
      'codes or labels, as POST /v1/answer/upload reads them.',
    tags,
    query: ZAnswerImportQuery,
    answer: 'file',
  }),
};
