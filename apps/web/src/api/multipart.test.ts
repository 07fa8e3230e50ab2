import { signRequest } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { buildRequest } from './build-request.ts';
import { toFormData } from './multipart.ts';

const T = 1_735_722_000_000;

describe('multipart requests', () => {
  it('sign the query only and leave the Content-Type (with its boundary) to the browser', () => {
    const form = toFormData([
      { name: 'dataType', value: '0' },
      { name: 'file', file: new Blob([new Uint8Array([1, 2])], { type: 'image/png' }), fileName: 'a.png' },
    ]);
    const { url, init } = buildRequest(
      { method: 'POST', path: '/designer/v1/image/library', query: { folderId: 3 }, form },
      { time: T, lang: 'zh', authorization: 'Bearer tok' },
    );
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/designer/v1/image/library?folderId=3');
    expect(headers.sign).toBe(signRequest({ folderId: ['3'] }, undefined, T, 'designer'));
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('keeps the parts in order, files with their names', () => {
    const file = new File(['x'], 'photo.webp', { type: 'image/webp' });
    const form = toFormData([
      { name: 'folderId', value: '0' },
      { name: 'file', file },
    ]);
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['folderId', 'file']);
    expect((entries[1]![1] as File).name).toBe('photo.webp');
  });
});
