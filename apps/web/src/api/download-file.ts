import { currentLang } from '../i18n/index.ts';
import { ApiError } from './api-error.ts';
import { buildRequest } from './build-request.ts';
import { tokenStore } from './client.ts';
import { interpretResponse } from './interpret-response.ts';

/**
 * A GET call that answers a file (the offline interview page, an invoice's PDF), which the JSON
 * client does not read: built and signed the same way (buildRequest) with the session's token; an
 * envelope answer is read as the client reads any and thrown as its ApiError.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query?: Record<string, string>,
): Promise<{ blob: Blob; fileName: string }> {
  const lang = currentLang();
  const token = tokenStore.get()?.token;
  const { url, init } = buildRequest(
    { method: 'GET', path, ...(query ? { query } : {}) },
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
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
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

/** The name a Content-Disposition gives: the UTF-8 `filename*` (names in Chinese) before `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}
