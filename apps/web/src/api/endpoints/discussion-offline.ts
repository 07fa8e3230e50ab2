import { discussionOfflineApi, fillPath, type OfflineWithdrawn } from '@cairn/contract';
import { currentLang } from '../../i18n/index.ts';
import { ApiError } from '../api-error.ts';
import { buildRequest } from '../build-request.ts';
import { api, tokenStore } from '../client.ts';
import { interpretResponse } from '../interpret-response.ts';

/**
 * GET /response/v1/discussion/{code}/offline answers the offline interview file (one HTML file),
 * which the JSON client does not read: built and signed the same way (buildRequest) with the
 * session's token; an envelope answer (A1100, A0403, A0400) is read as the client reads any.
 */
export async function downloadOfflineFile(code: string): Promise<{ blob: Blob; fileName: string }> {
  const lang = currentLang();
  const token = tokenStore.get()?.token;
  const path = fillPath(discussionOfflineApi.download, { id: code });
  const { url, init } = buildRequest(
    { method: 'GET', path },
    { time: Date.now(), lang, authorization: token ? `Bearer ${token}` : null },
  );
  const response = await fetch(url, init);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const answer = interpretResponse(response.status, await response.json().catch(() => undefined), lang);
    const code = answer.kind === 'error' ? answer.code : 'B0001';
    const message = answer.kind === 'error' ? answer.message : String(response.status);
    throw new ApiError(code, message, 'toast', false, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: name ?? `offline-${code}.html` };
}

/** Hands the file to the browser's downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Every offline file issued for the project so far stops syncing (editors only). */
export const withdrawOfflineFiles = (surveyCode: string): Promise<OfflineWithdrawn> =>
  api.call(discussionOfflineApi.withdraw, { surveyCode });
