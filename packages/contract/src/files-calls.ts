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
      'for new ones. A key is 128 random bits handed out only to whoever may see the file, so ' +
      'holding it is the right to a link.',
    tags,
    body: ZFileSignBody,
    answer: ZFileSignAnswer,
  }),
};
