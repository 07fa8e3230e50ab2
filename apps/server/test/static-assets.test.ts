import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respondShellRoutes } from '../src/modules/respond/shell-routes.ts';
import { webRoutes } from '../src/modules/web/routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Built apps' files go out precompressed: the build writes .br/.gz beside them
 * (scripts/precompress.mjs, run here on a made-up dist) and the server picks the copy the
 * request's Accept-Encoding allows, with Vary so caches keep them apart.
 */
const PRECOMPRESS = resolve(import.meta.dirname, '../../../scripts/precompress.mjs');
// Large and repetitive enough to be worth compressing (the script skips files under 512 bytes).
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`))};\n`;

function madeDist(assetsDir: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'static-dist-'));
  writeFileSync(join(dist, 'index.html'), `<html><body><!--cairn-survey-->${' '.repeat(600)}</body></html>`);
  mkdirSync(join(dist, assetsDir), { recursive: true });
  writeFileSync(join(dist, assetsDir, 'app-abc.js'), SCRIPT);
  writeFileSync(join(dist, assetsDir, 'tiny-def.js'), 'console.log(1)');
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  return dist;
}

async function expectPrecompressed(app: FastifyInstance, url: string, cacheControl: string) {
  const get = (encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  const br = await get('gzip, deflate, br');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe(cacheControl);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

  const gz = await get('gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
  const refused = await get('identity');
  expect(refused.headers['content-encoding']).toBeUndefined();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('precompressed static files', () => {
  it('the build writes .br and .gz beside files worth compressing, not beside tiny ones', () => {
    const dist = madeDist('assets');
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/app-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, 'assets/app-abc.js.gz'))).toString()).toBe(SCRIPT);
    expect(() => readFileSync(join(dist, 'assets/tiny-def.js.br'))).toThrow();
  });

  it('respondent assets: brotli or gzip by Accept-Encoding, Vary, immutable', async () => {
    const dist = madeDist('assets');
    const app = Fastify();
    await app.register(respondShellRoutes, { deps: t.deps, dist });
    await expectPrecompressed(app, '/r/assets/app-abc.js', 'public, max-age=31536000, immutable');
    // A file without compressed copies is sent as it is.
    const tiny = await app.inject({
      method: 'GET',
      url: '/r/assets/tiny-def.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    await app.close();
  });

  it('designer assets and its index.html: compressed too; only hashed assets are immutable', async () => {
    const dist = madeDist('assets');
    const app = Fastify();
    await webRoutes(app, dist);
    await expectPrecompressed(app, '/designer/assets/app-abc.js', 'public, max-age=31536000, immutable');
    const html = await app.inject({
      method: 'GET',
      url: '/designer/projects',
      headers: { 'accept-encoding': 'br' },
    });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('<html>');
    await app.close();
  });
});
