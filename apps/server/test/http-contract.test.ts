import { accountApi, authApi, docsApi, fullPath, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails unexpectedly, to see what leaks (added before the app is ready).
  t.app.get('/api/test/boom', { config: { signed: false, authenticated: false } }, async () => {
    throw new Error('database password is hunter2');
  });
  ({ token } = await registerAndLogin(t, 'henry', 'henry-pass-1'));
});
afterAll(() => t.close());

const raw = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: fullPath(authApi.register),
    payload,
    headers: {
      'content-type': 'application/json',
      time: String(t.deps.now()),
      sign: 'x'.repeat(64),
      ...headers,
    },
  });

describe('the envelope and its error codes', () => {
  it('answers malformed JSON with A0400, not a crash', async () => {
    const res = await raw('{"username": "x",');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'A0400', data: null });
  });

  it('names a missing field and a wrong-typed field', async () => {
    // Bodies the typed client cannot send: a raw call to the described path.
    const missing = await t.call('POST', fullPath(authApi.register), { body: { username: 'someone' } });
    expect(missing.body.code).toBe('A0400');
    expect(missing.body.message).toContain('password');
    const wrongType = await t.call('POST', fullPath(authApi.register), {
      body: { username: 'someone', password: 12345678 },
    });
    expect(wrongType.body.code).toBe('A0400');
    expect(wrongType.body.message).toContain('password');
  });

  it('refuses a body over 1 MB with A0400', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'abc' });
    const res = await raw(big);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('A0400');
    expect(res.json().message).toContain('1 MB');
  });

  it('answers an unknown /api path with A0404', async () => {
    const res = await t.call('GET', '/api/nothing/here', { token });
    expect(res.body.code).toBe('A0404');
  });

  it('answers an unexpected failure with HTTP 500 + B0001 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'B0001', data: null });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('speaks the caller’s language: Chinese by default, English for en-*', async () => {
    const zh = await t.call('GET', '/api/nothing', { token });
    expect(zh.body.message).toMatch(/^请求的资源不存在/);
    const en = await t.call('GET', '/api/nothing', {
      token,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.message).toMatch(/^The requested resource does not exist/);
  });
});

describe('request signature', () => {
  it('refuses a missing signature, a wrong one, and a time more than 5 minutes off, with A0400', async () => {
    const info = (sign: boolean | 'wrong' | number) => t.api(usersApi.info, {}, { token, sign });
    expect((await info(false)).body.code).toBe('A0400');
    expect((await info('wrong')).body.code).toBe('A0400');
    const skewed = await info(t.deps.now() - 5 * 60_000 - 1000);
    expect(skewed.body.code).toBe('A0400');
    expect(skewed.body.message).toContain('5 minutes');
    expect((await info(t.deps.now() + 4 * 60_000)).body.code).toBe('00000');
  });

  it('covers the body: a signature of other values is refused', async () => {
    const body = { email: 'h@example.com' };
    const time = String(t.deps.now());
    const good = await t.api(accountApi.email, body, { token });
    expect(good.body.code).toBe('00000');
    const forged = await t.app.inject({
      method: 'POST',
      url: fullPath(accountApi.email),
      payload: { email: 'evil@example.com' },
      headers: { authorization: `Bearer ${token}`, time, sign: 'a'.repeat(64) },
    });
    expect(forged.json().code).toBe('A0400');
  });

  it('covers repeated query parameters', async () => {
    // A query the call does not take: a raw call to the described path.
    const res = await t.call('GET', fullPath(usersApi.info), {
      token,
      query: { id: ['2', '1'], page: '1' },
    });
    expect(res.body.code).toBe('00000');
  });

  it('does not apply to the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: fullPath(docsApi.json) });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([fullPath(authApi.token), fullPath(authApi.register), fullPath(usersApi.info)]),
    );
    const page = await t.app.inject({ method: 'GET', url: fullPath(docsApi.page) });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(fullPath(usersApi.resetPassword));
  });
});

describe('security headers and limits', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: fullPath(docsApi.page) });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rate limits the login call with A2032', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 65; i++) {
      const res = await t.api(authApi.token, { username: `n${i}`, password: 'x' });
      codes.push(res.body.code);
    }
    expect(codes.at(-1)).toBe('A2032');
  });
});
