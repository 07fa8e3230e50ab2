import {
  DESIGNER_CLIENT_SECRET,
  type HttpMethod,
  type Lang,
  type QueryValue,
  queryValuesOf,
  signRequest,
} from '@cairn/contract';
import { applyForm } from './multipart.ts';

export type { QueryValue };
export type QueryParams = Record<string, QueryValue>;
export type JsonBody = Record<string, unknown>;

export interface RequestSpec {
  method: HttpMethod;
  /** Path after /api, e.g. `/designer/v1/users/info`. */
  path: string;
  query?: QueryParams;
  body?: JsonBody;
  /** A multipart body (multipart.ts `toFormData`) instead of `body`; not signed, only the query is. */
  form?: FormData;
  /** Extra headers of the call (x-node-v); not signed, like the spec's. */
  headers?: Record<string, string>;
  /** Cancels the call (a dashboard page's detail: a new call aborts the pending one). */
  signal?: AbortSignal;
  /** With `form`: told how much of the upload was sent (0–1); the call then goes through xhr-upload.ts. */
  onUploadProgress?: (fraction: number) => void;
}

export interface BuildContext {
  time: number;
  lang: Lang;
  /** The full Authorization header value (Bearer or the client's Basic), if any. */
  authorization?: string | null;
  secret?: string;
}

export const API_BASE = '/api';

/** Query parameters as sent: arrays become repeated parameters, null/undefined are left out. */
export function toSearchParams(query: QueryParams = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(name, String(v));
  }
  return params;
}

/** The URL and fetch init of one call: signed, with language and authorization headers. */
export function buildRequest(spec: RequestSpec, ctx: BuildContext): { url: string; init: RequestInit } {
  const params = toSearchParams(spec.query);
  const search = params.toString();
  const url = `${API_BASE}${spec.path}${search ? `?${search}` : ''}`;
  const signedBody = spec.form ? undefined : spec.body;
  const sign = signRequest(queryValuesOf(params), signedBody, ctx.time, ctx.secret ?? DESIGNER_CLIENT_SECRET);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ctx.lang,
    time: String(ctx.time),
    sign,
    ...spec.headers,
  };
  if (ctx.authorization) headers.Authorization = ctx.authorization;
  const init: RequestInit = { method: spec.method, headers };
  if (spec.signal) init.signal = spec.signal;
  if (spec.form) {
    applyForm(init, headers, spec.form);
  } else if (spec.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(spec.body);
  }
  return { url, init };
}
