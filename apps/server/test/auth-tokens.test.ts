import { authApi, usersApi } from '@cairn/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAndLogin(t, 'tok', 'tok-pass-1');
});
afterAll(() => t.close());

const refresh = (refreshToken: string, accessToken?: string) =>
  t.api(authApi.token, { refreshToken, accessToken, type: 9 }, { headers: basicAuth });
const info = (token: string) => t.api(usersApi.info, {}, { token });

describe('access tokens', () => {
  it('refuses a missing, malformed or garbage token with HTTP 401 + A0401', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer abc.def.ghi' },
      { authorization: 'Basic x' },
    ];
    for (const headers of cases) {
      const res = await t.api(usersApi.info, {}, { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('A0401');
    }
  });

  it('expires after 15 minutes', async () => {
    const { token } = await login(t, 'tok', 'tok-pass-1');
    expect((await info(token)).body.code).toBe('00000');
    t.advance(15 * 60_000 + 1000);
    expect((await info(token)).status).toBe(401);
  });

  it('refuses unsigned (alg none) tokens and tokens signed with another key or algorithm', async () => {
    const { token } = await login(t, 'tok', 'tok-pass-1');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const unsigned = new UnsecuredJWT(claims).encode();
    expect((await info(unsigned)).body.code).toBe('A0401');
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await info(otherKey)).body.code).toBe('A0401');
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(t.deps.signingKey);
    expect((await info(hs512)).body.code).toBe('A0401');
    const tampered = `${token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await info(tampered)).body.code).toBe('A0401');
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old refresh token stops working', async () => {
    const first = await login(t, 'tok', 'tok-pass-1');
    const second = await refresh(first.refreshToken, first.token);
    expect(second.body.code).toBe('00000');
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await info(second.body.data.token)).body.code).toBe('00000');
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('A0401');
  });

  it('reuse of a rotated token revokes the whole family, access tokens included', async () => {
    const first = await login(t, 'tok', 'tok-pass-1');
    const second = (await refresh(first.refreshToken)).body.data;
    expect((await refresh(first.refreshToken)).body.code).toBe('A0401'); // replay by a thief
    expect((await refresh(second.refreshToken)).body.code).toBe('A0401'); // the family is gone
    expect((await info(second.token)).body.code).toBe('A0401');
  });

  it('two concurrent uses of one token: exactly one succeeds', async () => {
    const first = await login(t, 'tok', 'tok-pass-1');
    const results = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(results.filter((r) => r.body.code === '00000').length).toBeLessThanOrEqual(1);
  });

  it('have an absolute lifetime of 14 days that rotation does not extend', async () => {
    let current = await login(t, 'tok', 'tok-pass-1');
    for (let day = 0; day < 13; day++) {
      t.advance(24 * 60 * 60_000);
      const next = await refresh(current.refreshToken);
      expect(next.body.code).toBe('00000');
      current = next.body.data;
    }
    t.advance(24 * 60 * 60_000 + 1000);
    expect((await refresh(current.refreshToken)).body.code).toBe('A0401');
  });

  it('refuses an unknown refresh token or a wrong grant type', async () => {
    expect((await refresh('not-a-token')).body.code).toBe('A0401');
    const wrongType = await t.api(authApi.token, { refreshToken: 'x', type: 8 }, { headers: basicAuth });
    expect(wrongType.body.code).toBe('A0400');
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working, other sessions stay', async () => {
    const a = await login(t, 'tok', 'tok-pass-1');
    const b = await login(t, 'tok', 'tok-pass-1');
    expect((await t.api(authApi.logout, {}, { token: a.token })).body.code).toBe('00000');
    expect((await info(a.token)).body.code).toBe('A0401');
    expect((await refresh(a.refreshToken)).body.code).toBe('A0401');
    expect((await info(b.token)).body.code).toBe('00000');
  });
});
