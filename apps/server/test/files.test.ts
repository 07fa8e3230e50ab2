import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesApi, fillPath } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/modules/files/disk-storage.ts';
import { signFileUrl } from '../src/modules/files/signed-url.ts';
import { newFileKey } from '../src/modules/files/storage.ts';
import { uploaded } from './support/image-library.ts';
import { png } from './support/images.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function store(bytes: Uint8Array, contentType: string, fileName?: string) {
  const key = newFileKey();
  await t.deps.storage.put(key, bytes, {
    contentType,
    size: bytes.length,
    ...(fileName ? { fileName } : {}),
  });
  return key;
}
/** A browser's fetch of a file link: no token, no signature headers. */
const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });
/** A file link's path without its signature (`filesApi.link`), to tamper with. */
const linkPath = (key: string) => `/api${fillPath(filesApi.link, { key })}`;

describe('signed file links', () => {
  it('serve an image without login or request signature, inline, typed, nosniff, cached until expiry', async () => {
    const bytes = png(2, 2);
    const key = await store(bytes, 'image/png', 'logo.png');
    const url = signFileUrl(t.deps, key);
    expect(url).toMatch(new RegExp(`^${linkPath(key)}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const res = await fetchUrl(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(3600 + 300);
  });

  it('give the same link within a few minutes, so browsers can cache it', async () => {
    const key = await store(png(1, 1), 'image/png');
    const first = signFileUrl(t.deps, key);
    expect(signFileUrl(t.deps, key)).toBe(first);
    t.advance(10 * 60 * 1000);
    expect(signFileUrl(t.deps, key)).not.toBe(first);
  });

  it('offer anything that is not an image as a download, with its name encoded', async () => {
    const key = await store(Buffer.from('a,b\n'), 'text/csv', '报告 "1" (x\'s).csv');
    const res = await fetchUrl(signFileUrl(t.deps, key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____1___x_s_.csv"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%221%22%20%28x%27s%29.csv`,
    );
  });

  it('refuse an expired link with 403', async () => {
    const key = await store(png(1, 1), 'image/png');
    const url = signFileUrl(t.deps, key, 60_000);
    expect((await fetchUrl(url)).statusCode).toBe(200);
    t.advance(6 * 60 * 1000 + 1);
    const res = await fetchUrl(url);
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuse a tampered link with 403: another signature, a later expiry, another key, nothing', async () => {
    const key = await store(png(1, 1), 'image/png');
    const other = await store(png(1, 1), 'image/png');
    const url = signFileUrl(t.deps, key);
    const { exp, sig } = Object.fromEntries(new URL(url, 'http://x').searchParams) as {
      exp: string;
      sig: string;
    };
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    for (const bad of [
      `${linkPath(key)}?exp=${exp}&sig=${flipped}`,
      `${linkPath(key)}?exp=${Number(exp) + 86_400_000}&sig=${sig}`,
      `${linkPath(other)}?exp=${exp}&sig=${sig}`,
      `${linkPath(key)}?exp=${exp}`,
      `${linkPath(key)}?sig=${sig}`,
      linkPath(key),
      `${linkPath(key)}?exp=abc&sig=${sig}`,
      `${linkPath(key)}?exp=${exp}&sig=zz`,
    ]) {
      expect((await fetchUrl(bad)).statusCode, bad).toBe(403);
    }
  });

  it('answer 404 for a correctly signed link to a file that is not there', async () => {
    const key = await store(png(1, 1), 'image/png');
    const url = signFileUrl(t.deps, key);
    await t.deps.storage.remove(key);
    expect((await fetchUrl(url)).statusCode).toBe(404);
    expect((await fetchUrl(signFileUrl(t.deps, '../../etc/passwd'))).statusCode).toBe(404);
    expect((await fetchUrl(signFileUrl(t.deps, newFileKey()))).statusCode).toBe(404);
  });
});

describe('fresh links for kept keys', () => {
  it('signs keys for a signed-in designer, and the links serve the files', async () => {
    const { token } = await registerAndLogin(t, 'fay', 'fay-pass-1');
    // Only keys the caller owns are signed (files-sign-ownership.test.ts): an image of their library.
    const [image] = await uploaded(t, token);
    const key = image!.key;
    const res = await t.api(filesApi.sign, { keys: [key] }, { token });
    expect(res.body.code).toBe('00000');
    expect((await fetchUrl(res.body.data[key]!)).statusCode).toBe(200);
  });

  it('refuses callers without a token, and malformed keys', async () => {
    const key = await store(png(1, 1), 'image/png');
    const anonymous = await t.api(filesApi.sign, { keys: [key] });
    expect(anonymous.status).toBe(401);
    const { token } = await registerAndLogin(t, 'gus', 'gus-pass-1');
    const bad = await t.api(filesApi.sign, { keys: ['../etc/passwd'] }, { token });
    expect(bad.body.code).toBe('A0400');
  });
});

describe('disk storage', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cairn-files-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const read = async (stream: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  };

  it('keeps bytes and meta under a random key, never the user’s file name', async () => {
    const storage = createDiskStorage(root);
    const key = newFileKey();
    const bytes = png(3, 3);
    await storage.put(key, bytes, {
      contentType: 'image/png',
      size: bytes.length,
      fileName: '../../evil.php',
    });
    const names = readdirSync(join(root, key.slice(0, 2)));
    expect(names.sort()).toEqual([key, `${key}.json`]);
    expect(readFileSync(join(root, key.slice(0, 2), key)).equals(bytes)).toBe(true);
    const file = await storage.get(key);
    expect(file?.meta).toEqual({ contentType: 'image/png', size: bytes.length, fileName: '../../evil.php' });
    expect((await read(file!.stream)).equals(bytes)).toBe(true);
  });

  it('answers null for missing files and removes files, missing or not', async () => {
    const storage = createDiskStorage(root);
    expect(await storage.get(newFileKey())).toBeNull();
    const key = newFileKey();
    await storage.put(key, Buffer.from('x'), { contentType: 'text/plain', size: 1 });
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(existsSync(join(root, key.slice(0, 2), key))).toBe(false);
  });

  it('refuses keys it did not make', async () => {
    const storage = createDiskStorage(root);
    await expect(
      storage.put('../x', Buffer.from('x'), { contentType: 'text/plain', size: 1 }),
    ).rejects.toThrow();
    await expect(
      storage.put('ABC', Buffer.from('x'), { contentType: 'text/plain', size: 1 }),
    ).rejects.toThrow();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });
});
