import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user info and contact details', () => {
  it('changes e-mail and mobile, and null clears them', async () => {
    const { token } = await registerAndLogin(t, 'ursula', 'ursula-pass-1');
    const set = await t.call('POST', '/api/designer/v1/users/update', {
      token,
      body: { email: 'ursula@example.com', mobile: '+8613800000000' },
    });
    expect(set.body).toMatchObject({
      code: '00000',
      data: { email: 'ursula@example.com', mobile: '+8613800000000' },
    });
    const cleared = await t.call('POST', '/api/designer/v1/users/update', { token, body: { mobile: null } });
    expect(cleared.body.data).toMatchObject({ email: 'ursula@example.com', mobile: null });
  });

  it('refuses an e-mail that another account has (A2013) and bad values (A0400)', async () => {
    await t.call('POST', '/api/auth/oauth/register', {
      body: { username: 'victor', password: 'victor-pass-1', email: 'v@example.com' },
    });
    const { token } = await login(t, 'ursula', 'ursula-pass-1');
    expect(
      (await t.call('POST', '/api/designer/v1/users/update', { token, body: { email: 'V@example.com' } }))
        .body.code,
    ).toBe('A2013');
    const bad = await t.call('POST', '/api/designer/v1/users/update', {
      token,
      body: { email: 'not-an-email' },
    });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.message).toContain('email');
    expect((await t.call('POST', '/api/designer/v1/users/update', { token, body: {} })).body.code).toBe(
      'A0400',
    );
  });
});

describe('password change', () => {
  it('needs the old password (A0115) and a strong new one (A2011)', async () => {
    const { token } = await registerAndLogin(t, 'wendy', 'wendy-pass-1');
    const wrongOld = await t.call('POST', '/api/designer/v1/users/password', {
      token,
      body: { oldPassword: 'nope-nope-1', newPassword: 'wendy-pass-2' },
    });
    expect(wrongOld.body.code).toBe('A0115');
    const weak = await t.call('POST', '/api/designer/v1/users/password', {
      token,
      body: { oldPassword: 'wendy-pass-1', newPassword: 'weak' },
    });
    expect(weak.body.code).toBe('A2011');
  });

  it('ends every other session, keeps this one, and the new password logs in', async () => {
    const mine = await registerAndLogin(t, 'xena', 'xena-pass-1');
    const other = await login(t, 'xena', 'xena-pass-1');
    const res = await t.call('POST', '/api/designer/v1/users/password', {
      token: mine.token,
      body: { oldPassword: 'xena-pass-1', newPassword: 'xena-pass-2' },
    });
    expect(res.body.code).toBe('00000');
    expect((await t.call('GET', '/api/designer/v1/users/info', { token: mine.token })).body.code).toBe(
      '00000',
    );
    expect((await t.call('GET', '/api/designer/v1/users/info', { token: other.token })).body.code).toBe(
      'A0401',
    );
    const refreshOther = await t.call('POST', '/api/auth/oauth/token', {
      headers: basicAuth,
      body: { refreshToken: other.refreshToken, type: 9 },
    });
    expect(refreshOther.body.code).toBe('A0401');
    await expect(login(t, 'xena', 'xena-pass-1')).rejects.toThrow();
    await login(t, 'xena', 'xena-pass-2');
  });
});
