import { fullPath } from '@cairn/contract/api/facts';
import { RESPOND_INLINE_ID } from '@cairn/contract/respond/constants';
import { RESPOND_ROUTES } from '@cairn/contract/respond/routes';
import type { RespondOpen, RespondOpenBody, RespondSaveBody } from '@cairn/contract/respond/schemas';
import type { RawResponse } from './delivery/deliver.ts';

/**
 * The respondent's calls (contract respond/routes.ts: the zod-free facts of `respondApi`). Plain
 * fetch, no validator at runtime: the entry's budget has no room for zod, and delivery checks the
 * receipt mark itself.
 */
export async function postRaw(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  signed = false,
): Promise<RawResponse> {
  const signature = signed ? await signatureHeaders(body) : {};
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...signature },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

export interface Endpoints {
  open: string;
  save: string | null;
  submit: string;
  headers: Record<string, string>;
  /** Designer calls (preview) carry the request signature; public calls do not. */
  signed: boolean;
}

/**
 * The designer's request signature (spec doc 2 §5) for the preview calls. Loaded on demand: only
 * authors previewing need SHA-256, respondents never do.
 */
async function signatureHeaders(body: unknown): Promise<Record<string, string>> {
  const [{ signRequest }, { DESIGNER_CLIENT_SECRET }] = await Promise.all([
    import('@cairn/contract/signature'),
    import('@cairn/contract/auth/constants'),
  ]);
  const time = Date.now();
  return { time: String(time), sign: signRequest({}, body, time, DESIGNER_CLIENT_SECRET) };
}

/** Public calls, or in preview the designer's calls with the author's token (nothing saved). */
export function endpointsFor(preview: boolean, token: string | null): Endpoints {
  if (!preview)
    return {
      open: fullPath(RESPOND_ROUTES.open),
      save: fullPath(RESPOND_ROUTES.save),
      submit: fullPath(RESPOND_ROUTES.submit),
      headers: {},
      signed: false,
    };
  return {
    open: fullPath(RESPOND_ROUTES.previewOpen),
    save: null,
    submit: fullPath(RESPOND_ROUTES.previewSubmit),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signed: true,
  };
}

/** The open call (password / invitation code typed, or the preview's draft). */
export async function openSurvey(endpoints: Endpoints, body: RespondOpenBody): Promise<RespondOpen | null> {
  const raw = await postRaw(endpoints.open, body, endpoints.headers, endpoints.signed);
  if (!raw.contentType?.includes('application/json')) return null;
  const envelope = JSON.parse(raw.text) as { code: string; data: RespondOpen | null };
  return envelope.code === '00000' ? envelope.data : null;
}

/** The open answer the server inlined in the HTML shell, so the first page needs no round trip. */
export function readInlined(doc: Document = document): RespondOpen | null {
  const element = doc.getElementById(RESPOND_INLINE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RespondOpen;
  } catch {
    return null;
  }
}

export type SaveBody = RespondSaveBody;
