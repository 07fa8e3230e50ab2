import { endpoint } from './api/endpoint.ts';
import { ZFileLinkParams, ZFileLinkQuery, ZFileSignAnswer, ZFileSignBody } from './files.ts';

const tags = ['files'];

/** Stored files: the signed link itself (a plain GET for <img> and <a>) and fresh links by key. */
export const filesApi = {
  link: endpoint({
    method: 'GET',
    service: 'files',
    path: '/{key}',
    access: 'public',
    summary: 'A stored file through a signed link (from a list call’s url)',
    description:
      'Short-lived links (exp, sig) made by the server, without the request signature or a token, so ' +
      '<img>, <a> and respondents can use them. Plain HTTP answers for the browser: 403 for an expired ' +
      'or wrong link, 404 for a missing file.',
    tags,
    params: ZFileLinkParams,
    query: ZFileLinkQuery,
    answer: 'file',
  }),
  sign: endpoint({
    method: 'POST',
    service: 'designer',
    path: '/v1/files/sign',
    access: 'user',
    summary: 'Fresh signed links for stored files, by key',
    description:
      'Designs keep file keys (images of questions and options); links expire, so the designer asks ' +
      'for new ones. Holding a key is not the right to a link: with `surveyCode`, the keys that ' +
      'survey shows (its live design, logo, header, background and its own images) are signed for ' +
      'whoever may read it (A1100, A0403); any other key by its kind — an image-library image for ' +
      'whoever may read that library, a survey image for a reader of a survey that holds it, a ' +
      'respondent’s file for the report right on its survey, an export for the task’s owner. One ' +
      'key that is none of these (or unknown) refuses the whole call with A0403.',
    tags,
    errors: ['A0403', 'A1100'],
    body: ZFileSignBody,
    answer: ZFileSignAnswer,
  }),
};
