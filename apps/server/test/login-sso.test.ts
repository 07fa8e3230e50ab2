import { authApi, SSO_STATE_TTL_MS, thirdPartyAuthApi, usersApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ssoStates } from '../src/db/schema/index.ts';
import { createOidcClient, type FetchLike } from '../src/modules/sso/oidc-client.ts';
import type { SsoSetup } from '../src/modules/sso/sso-setup.ts';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let localSetup: SsoSetup;
beforeAll(async () => {
  t = await createTestApp();
  localSetup = t.deps.sso!;
}, 180_000);
afterAll(() => t.close());

/** Plays the browser: start (our redirect), the local issuer's sign-in form, back with code and state. */
async function ssoCode(email: string, name = 'Someone') {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/sso/start' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.pathname).toBe('/dev/sso/authorize');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('name', name);
  const back = await t.app.inject({
    method: 'POST',
    url: '/dev/sso/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(back.statusCode).toBe(302);
  const to = new URL(String(back.headers.location));
  expect(to.origin + to.pathname).toBe('https://cairn.test/designer/backurl');
  return { code: to.searchParams.get('code')!, state: to.searchParams.get('state')! };
}

const finish = (code: string, state: string, headers: Record<string, string> = {}) =>
  t.api(thirdPartyAuthApi.ssoToken, { code, state }, { headers });
const auditsOf = async (userId: number, action: 'login.sso' | 'login.new-device') =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetUserId, userId), eq(auditEvents.action, action)));

describe('SSO through the local issuer', () => {
  it('says which ways in the server offers', async () => {
    const res = await t.api(thirdPartyAuthApi.loginOptions, {});
    expect(res.body.data).toEqual({ sso: true, messaging: true });
  });

  it('logs in with a good code: a token pair of a new session, a new account, login.sso audited', async () => {
    const { code, state } = await ssoCode('new.person@corp.example', 'New Person');
    const res = await finish(code, state);
    expect(res.body.code).toBe('00000');
    const info = await t.api(usersApi.info, {}, { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ username: 'new.person', email: 'new.person@corp.example' });
    // The refresh token rotates like a password login's.
    const refreshed = await t.api(
      authApi.token,
      { refreshToken: res.body.data.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(refreshed.body.code).toBe('00000');
    const [event] = await auditsOf(info.body.data.id, 'login.sso');
    expect(event?.detail).toMatchObject({ linked: 'created' });
    expect(await auditsOf(info.body.data.id, 'login.new-device')).toHaveLength(1);
  });

  it('links an existing account by its verified e-mail, then by the identity', async () => {
    const reg = await t.api(authApi.register, {
      username: 'linda',
      password: 'correct-horse-1',
      email: 'linda@corp.example',
    });
    const first = await ssoCode('Linda@corp.example');
    const a = await finish(first.code, first.state);
    const info = await t.api(usersApi.info, {}, { token: a.body.data.token });
    expect(info.body.data.id).toBe(reg.body.data.id);
    const second = await ssoCode('linda@corp.example');
    await finish(second.code, second.state);
    const events = await auditsOf(reg.body.data.id, 'login.sso');
    expect(events.map((e) => (e.detail as { linked: string }).linked)).toEqual(['email', 'identity']);
  });

  it('refuses a replayed state, an expired state and an unknown one, all with A2040', async () => {
    const { code, state } = await ssoCode('replay@corp.example');
    expect((await finish(code, state)).body.code).toBe('00000');
    expect((await finish(code, state)).body.code).toBe('A2040');

    const late = await ssoCode('late@corp.example');
    t.advance(SSO_STATE_TTL_MS + 1000);
    expect((await finish(late.code, late.state)).body.code).toBe('A2040');

    expect((await finish('whatever', 'x'.repeat(43))).body.code).toBe('A2040');
  });

  it('refuses an ID token with another nonce, and a code without its PKCE verifier', async () => {
    const wrongNonce = await ssoCode('nonce@corp.example');
    await t.database.db
      .update(ssoStates)
      .set({ nonce: 'another-login-nonce' })
      .where(eq(ssoStates.state, wrongNonce.state));
    expect((await finish(wrongNonce.code, wrongNonce.state)).body.code).toBe('A2040');

    const wrongVerifier = await ssoCode('pkce@corp.example');
    await t.database.db
      .update(ssoStates)
      .set({ codeVerifier: 'v'.repeat(43) })
      .where(eq(ssoStates.state, wrongVerifier.state));
    expect((await finish(wrongVerifier.code, wrongVerifier.state)).body.code).toBe('A2040');
  });

  it('refuses a tampered ID token (signature), and one for another audience', async () => {
    const local = localSetup.local!;
    const rewrite =
      (change: (idToken: string) => string): FetchLike =>
      async (input, init) => {
        const answer = await local.fetch(input, init);
        if (!input.endsWith('/token')) return answer;
        const body = (await answer.json()) as { id_token: string };
        return new Response(JSON.stringify({ ...body, id_token: change(body.id_token) }), {
          headers: { 'content-type': 'application/json' },
        });
      };
    const withFetch = (fetch: FetchLike, clientId = 'cairn-local') => {
      t.deps.sso = {
        ...localSetup,
        client: createOidcClient({
          issuer: local.issuer,
          clientId,
          clientSecret: 'cairn-local-secret',
          fetch,
          now: t.deps.now,
        }),
      };
    };
    try {
      // The payload says another e-mail; the signature no longer matches.
      withFetch(
        rewrite((jwt) => {
          const [h, p, s] = jwt.split('.');
          const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
          const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ceo@corp.example' })).toString(
            'base64url',
          );
          return `${h}.${forged}.${s}`;
        }),
      );
      const tampered = await ssoCode('mallory@corp.example');
      expect((await finish(tampered.code, tampered.state)).body.code).toBe('A2040');
      // An unsigned token (alg none) is refused too.
      withFetch(
        rewrite((jwt) => {
          const [, p] = jwt.split('.');
          return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
        }),
      );
      const unsigned = await ssoCode('mallory@corp.example');
      expect((await finish(unsigned.code, unsigned.state)).body.code).toBe('A2040');
    } finally {
      t.deps.sso = localSetup;
    }
  });

  it('keeps the account lockout: a locked name cannot get in by SSO either', async () => {
    await t.api(authApi.register, {
      username: 'locky',
      password: 'correct-horse-1',
      email: 'locky@corp.example',
    });
    for (let i = 0; i < 5; i++)
      await t.api(authApi.token, { username: 'locky', password: 'wrong-pass-1' }, { headers: basicAuth });
    const { code, state } = await ssoCode('locky@corp.example');
    expect((await finish(code, state)).body.code).toBe('A2027');
  });

  it('answers A2040 when SSO is not configured', async () => {
    t.deps.sso = undefined;
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/sso/start' });
      expect(start.json()).toMatchObject({ code: 'A2040' });
      expect((await finish('c', 's'.repeat(43))).body.code).toBe('A2040');
    } finally {
      t.deps.sso = localSetup;
    }
  });
});

describe('new-device audit of every login', () => {
  it('records the first login from a device cookie and user agent, not the next ones', async () => {
    const reg = await t.api(authApi.register, { username: 'devon', password: 'correct-horse-1' });
    const device = { cookie: 'cairn_login_device=0b6f7a3e-1111-4a2b-9c3d-123456789abc' };
    const as = (ua: string) =>
      t.api(
        authApi.token,
        { username: 'devon', password: 'correct-horse-1' },
        { headers: { ...basicAuth, ...device, 'user-agent': ua } },
      );
    await as('Browser A');
    await as('Browser A');
    await as('Browser B');
    const events = await auditsOf(reg.body.data.id, 'login.new-device');
    expect(events.map((e) => (e.detail as { userAgent: string }).userAgent)).toEqual([
      'Browser A',
      'Browser B',
    ]);
    expect(events[0]?.detail).toMatchObject({ way: 'password' });
  });

  it('names the device for the audit log when the agent says what it is', async () => {
    const reg = await t.api(authApi.register, { username: 'devina', password: 'correct-horse-1' });
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    await t.api(
      authApi.token,
      { username: 'devina', password: 'correct-horse-1' },
      { headers: { ...basicAuth, 'user-agent': ua } },
    );
    const [event] = await auditsOf(reg.body.data.id, 'login.new-device');
    expect(event?.detail).toMatchObject({
      way: 'password',
      userAgent: ua,
      device: 'Chrome 120 · Windows 10',
    });
  });
});
