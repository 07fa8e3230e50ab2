import { endpoint } from '../api/endpoint.ts';

const tags = ['docs'];

/** The API document itself: a readable page and the OpenAPI JSON. Public, and hidden from the document. */
export const docsApi = {
  page: endpoint({
    method: 'GET',
    service: 'docs',
    path: '',
    access: 'public',
    summary: 'The API document as a page (no script)',
    tags,
    hidden: true,
    answer: 'html',
  }),
  json: endpoint({
    method: 'GET',
    service: 'docs',
    path: '/json',
    access: 'public',
    summary: 'The OpenAPI document (JSON, not an envelope)',
    tags,
    hidden: true,
    answer: 'file',
  }),
};
