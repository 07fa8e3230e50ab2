import { IMAGE_MAX_BYTES } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createMemoryStorage } from '../src/modules/files/storage.ts';
import { folders, listImages, UPLOAD_URL, upload, uploaded, userIdOf } from './support/image-library.ts';
import { gif, jpeg, png, webp } from './support/images.ts';
import { postMultipart } from './support/multipart.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const storedFiles = () => (t.deps.storage as ReturnType<typeof createMemoryStorage>).size;
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'uploader', 'uploader-pass-1'));
});
afterAll(() => t.close());

/** Upload that must be refused with `code`, storing nothing and saving nothing. */
async function refused(code: string, options: Parameters<typeof upload>[2], message?: RegExp) {
  const before = storedFiles();
  const total = (await listImages(t, token)).body.data.total;
  const res = await upload(t, token, options);
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
  expect(storedFiles()).toBe(before);
  expect((await listImages(t, token)).body.data.total).toBe(total);
  return res;
}

describe('uploading images', () => {
  it('saves png, jpeg, gif, webp and svg with their size, type and dimensions in the default folder', async () => {
    const saved = await uploaded(t, token, {
      files: [
        { fileName: 'a.png', content: png(3, 2) },
        { fileName: 'b.JPG', content: jpeg(640, 480) },
        { fileName: 'c.gif', content: gif(16, 8) },
        { fileName: 'd.webp', content: webp(300, 200) },
        { fileName: 'e.svg', content: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>' },
      ],
    });
    const [defaultFolder] = await folders(t, token);
    expect(defaultFolder).toMatchObject({ isDefault: true, name: '默认文件夹' });
    expect(saved.map((s) => [s.originalName, s.mime, s.width, s.height, s.folderId])).toEqual([
      ['a.png', 'image/png', 3, 2, defaultFolder!.id],
      ['b.JPG', 'image/jpeg', 640, 480, defaultFolder!.id],
      ['c.gif', 'image/gif', 16, 8, defaultFolder!.id],
      ['d.webp', 'image/webp', 300, 200, defaultFolder!.id],
      ['e.svg', 'image/svg+xml', 40, 30, defaultFolder!.id],
    ]);
    expect(saved[0]!.size).toBe(png(3, 2).length);
    expect(saved[0]!.dataType).toBe(0);
    for (const image of saved) {
      expect(image.key).toMatch(/^[0-9a-f]{32}$/);
      expect(image.url).toContain(`/api/files/${image.key}?exp=`);
      const res = await fetchUrl(image.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(image.mime);
      expect(res.headers['content-disposition']).toMatch(/^inline/);
    }
    expect((await fetchUrl(saved[0]!.url)).rawPayload.equals(png(3, 2))).toBe(true);
  });

  it('takes dataType and folderId from fields before or after the files, or from the query', async () => {
    const after = await postMultipart<{ folderId: number }[]>(t, UPLOAD_URL, {
      token,
      parts: [
        { name: 'file', fileName: 'x.png', content: png(1, 1) },
        { name: 'folderId', value: '0' },
        { name: 'dataType', value: '0' },
      ],
    });
    expect(after.body.data?.[0]?.folderId).toBe(0);
    const viaQuery = await uploaded(t, token, { query: { folderId: '0' } });
    expect(viaQuery[0]!.folderId).toBe(0);
    const before = await uploaded(t, token, { fields: { folderId: '0' }, query: { folderId: '999999' } });
    expect(before[0]!.folderId).toBe(0); // fields win over the query
  });

  it('cleans SVG before storing: no script, event attributes or external references', async () => {
    const [image] = await uploaded(t, token, {
      files: [
        {
          fileName: 'evil.svg',
          content: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 20">
            <script>alert(document.cookie)</script>
            <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></foreignObject>
            <image href="https://evil.example/track.png"/>
            <rect width="10" height="10" fill="red" onclick="alert(3)"/>
          </svg>`,
        },
      ],
    });
    expect([image!.width, image!.height]).toEqual([10, 20]);
    const res = await fetchUrl(image!.url);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.payload).toContain('<rect width="10" height="10" fill="red"/>');
    expect(res.payload).not.toMatch(/script|alert|onload|onclick|foreignObject|iframe|evil/i);
    expect(image!.size).toBe(Buffer.byteLength(res.payload));
  });

  it('refuses a file whose content is not what its name says (A0106)', async () => {
    const html = '<html><body><script>alert(1)</script></body></html>';
    await refused('A0106', { files: [{ fileName: 'trojan.png', content: html }] });
    await refused('A0106', { files: [{ fileName: 'photo.jpg', content: png(1, 1) }] });
    await refused('A0106', { files: [{ fileName: 'page.svg', content: html }] });
    await refused('A0106', { files: [{ fileName: 'page.svg', content: png(1, 1) }] });
    await refused('A0106', { files: [{ fileName: 'notes.txt', content: 'hello' }] }, /\.png/);
    await refused('A0106', { files: [{ fileName: 'page.html', content: html }] });
    await refused('A0106', { files: [{ fileName: 'no-extension', content: png(1, 1) }] });
    await refused('A0106', { files: [{ fileName: 'cut.png', content: png(4, 4).subarray(0, 20) }] });
    await refused('A0106', {
      files: [
        {
          fileName: 'bomb.svg',
          content: '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
        },
      ],
    });
  });

  it('saves nothing when one file of several is refused', async () => {
    await refused('A0106', {
      files: [
        { fileName: 'good.png', content: png(1, 1) },
        { fileName: 'bad.png', content: 'GIF89a but not really' },
      ],
    });
  });

  it('refuses a call without a file (A0107) and an empty file (A0108)', async () => {
    await refused('A0107', { files: [], fields: { dataType: '0' } });
    await refused('A0108', { files: [{ fileName: 'empty.png', content: new Uint8Array() }] }, /empty\.png/);
    // JSON instead of a multipart body.
    const json = await t.call('POST', UPLOAD_URL, { token, body: { file: 'x' } });
    expect(json.body.code).toBe('A0107');
  });

  it('accepts an image of exactly 10 MB and refuses a larger one with A0400 naming the limit', async () => {
    const exact = Buffer.alloc(IMAGE_MAX_BYTES);
    png(1, 1).copy(exact);
    const ok = await uploaded(t, token, { files: [{ fileName: 'big.png', content: exact }] });
    expect(ok[0]!.size).toBe(IMAGE_MAX_BYTES);
    const tooBig = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    png(1, 1).copy(tooBig);
    await refused('A0400', { files: [{ fileName: 'huge.png', content: tooBig }] }, /10 MB/);
  });

  it('refuses more than 10 files in one call', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ fileName: `${i}.png`, content: png(1, 1) }));
    await refused('A0400', { files }, /at most 10/);
  });

  it('refuses bad fields (A0400), a folder that is not the caller’s (A0404), the company library without one (A0403)', async () => {
    await refused('A0400', { fields: { dataType: '5' } });
    await refused('A0400', { fields: { folderId: '-2' } });
    await refused('A0404', { fields: { folderId: '999999' } });
    await refused('A0403', { fields: { dataType: '1' } });
  });

  it('needs the request signature and a token', async () => {
    const before = storedFiles();
    const { payload, contentType } = (await import('./support/multipart.ts')).multipartBody([
      { name: 'file', fileName: 'a.png', content: png(1, 1) },
    ]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      payload,
    });
    expect(unsigned.json().code).toBe('A0400');
    const anonymous = await upload(t, '');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('A0401');
    expect(storedFiles()).toBe(before);
    expect(await userIdOf(t, token)).toBeGreaterThan(0);
  });
});
