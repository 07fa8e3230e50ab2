import type { EndpointFacts } from '../api/facts.ts';

/**
 * The zod-free facts (method, service, path, who may call) of the calls the respondent page makes,
 * written once: respond-calls.ts spreads them into the described endpoints (schemas, OpenAPI),
 * and the respondent app builds its URLs from them with `fullPath` (api/facts.ts) without pulling
 * a validator into what a phone downloads first.
 */
export const RESPOND_ROUTES = {
  /** Public: no login, no request signature (gate.ts enforces every rule). */
  open: { method: 'POST', service: 'respond', path: '/v1/open', access: 'public' },
  save: { method: 'POST', service: 'respond', path: '/v1/save', access: 'public' },
  submit: { method: 'POST', service: 'respond', path: '/v1/submit', access: 'public' },
  upload: { method: 'POST', service: 'respond', path: '/v1/upload', access: 'public' },
  /** Preview (the author's draft, nothing saved): the designer's token and signature, read right. */
  previewOpen: {
    method: 'POST',
    service: 'designer',
    path: '/v1/respond/preview/open',
    access: 'survey:read',
  },
  previewSubmit: {
    method: 'POST',
    service: 'designer',
    path: '/v1/respond/preview/submit',
    access: 'survey:read',
  },
} as const satisfies Record<string, EndpointFacts>;
