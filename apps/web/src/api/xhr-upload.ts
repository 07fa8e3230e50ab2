/** How far an upload is: the fraction of the request body sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `fetch` for a multipart upload whose progress is shown: XMLHttpRequest, because only it reports
 * how much of the request body was sent (as the respondent page's file upload does). Answers a
 * Response like fetch, so the client reads the envelope the same way; a network failure rejects
 * with a TypeError as fetch does, an abort with the signal's reason.
 */
export function xhrUpload(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    new Headers(init.headers).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    // The body is all sent (also when no progress event could measure it): the server reads it now.
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status < 200) reject(new TypeError('the upload got no answer'));
      else resolve(new Response(xhr.responseText, { status: xhr.status }));
    };
    xhr.onerror = () => reject(new TypeError('the upload failed on the network'));
    xhr.onabort = () =>
      reject(init.signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
