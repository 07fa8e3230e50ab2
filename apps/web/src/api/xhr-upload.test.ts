import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrUpload } from './xhr-upload.ts';

/** A stand-in XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('xhrUpload', () => {
  it('sends the request as fetch would, reports the share sent and answers a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const form = new FormData();
    const done = xhrUpload(
      '/api/x?a=1',
      { method: 'POST', headers: { authorization: 'Bearer t', 'x-ca-sign': 's' }, body: form },
      (f) => seen.push(f),
    );
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/x?a=1', form]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'x-ca-sign': 's' });
    xhr.progress(25, 100);
    xhr.progress(1, 0, false); // an unknown total is not reported
    xhr.progress(100, 100);
    xhr.upload.onload?.(); // the body is all sent
    xhr.answer(200, '{"code":"00000","data":1}');
    const response = await done;
    expect(seen).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: '00000', data: 1 });
  });

  it('rejects as fetch does on a network failure and on an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrUpload('/api/x', { method: 'POST' }, () => {});
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const aborted = xhrUpload('/api/x', { method: 'POST', signal: controller.signal }, () => {});
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
