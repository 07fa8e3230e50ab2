import {
  fillPath,
  type Insight,
  type InsightExportBody,
  type InsightParagraphBody,
  insightApi,
  type Lang,
} from '@cairn/contract';
import { currentLang } from '../../i18n/index.ts';
import { ApiError } from '../api-error.ts';
import { buildRequest } from '../build-request.ts';
import { api, tokenStore } from '../client.ts';
import { interpretResponse } from '../interpret-response.ts';

/** The insight report's calls (contract report/insight-calls.ts). */

/** The page's choices (the filter: the caller's selected one, applied by the server). */
export interface InsightRequest {
  surveyCode: string;
  banner: string[];
  lang: Lang;
  level: 90 | 95 | 99;
  weighted: boolean;
}

/** A0320 (a banner variable that cannot be used) is the page's to show. */
export function fetchInsight(query: InsightRequest): Promise<Insight> {
  // The query's `weighted` is coerced (z.coerce.boolean), so "false" would read as true: only
  // a true one is sent.
  const { weighted, ...rest } = query;
  return api.call(insightApi.get, weighted ? { ...rest, weighted } : rest, { handles: ['A0320'] });
}

export function saveInsightParagraph(body: InsightParagraphBody) {
  return api.call(insightApi.paragraph, body);
}

/** The PDF export may take minutes (the server allows up to 900 s). */
export const INSIGHT_EXPORT_TIMEOUT_MS = 900_000;

/**
 * POST /pdf/v1/insight/export answers the PDF itself, which the JSON client does not read: the
 * request is built and signed the same way (buildRequest), with the session's token, and an
 * envelope answer (an error) is read as the client reads any.
 */
export async function exportInsightPdf(
  body: InsightExportBody,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const lang = currentLang();
  const token = tokenStore.get()?.token;
  const path = fillPath(insightApi.exportPdf, {});
  const { url, init } = buildRequest(
    { method: 'POST', path, body: body as Record<string, unknown> },
    { time: Date.now(), lang, authorization: token ? `Bearer ${token}` : null },
  );
  const response = await fetch(url, {
    ...init,
    signal: signal ?? AbortSignal.timeout(INSIGHT_EXPORT_TIMEOUT_MS),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const answer = interpretResponse(response.status, await response.json().catch(() => undefined), lang);
    const code = answer.kind === 'error' ? answer.code : 'B0001';
    const message = answer.kind === 'error' ? answer.message : String(response.status);
    throw new ApiError(code, message, 'toast', false, response.status);
  }
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return {
    blob: await response.blob(),
    fileName: name ? decodeURIComponent(name) : `insight-${body.surveyCode}.pdf`,
  };
}
