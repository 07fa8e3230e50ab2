import { authApi, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user info and contact details', () => {
  // Changing them needs a code sent to the new address: account-codes.test.ts.
  it('refuses to change e-mail or mobile without a code (A0400)', async () => {
    const { token } = await registerAndLogin(t, 'ursula', 'ursula-pass-1');
    const noCode = await t.call('POST', '/api/designer/v1/users/update', {
      token,
      body: { mobile: '+8613800000000' },
    });
    expect(noCode.body.code).toBe('A0400');
    expect(noCode.body.message).toContain('code');
    const email = await t.call('POST', '/api/designer/v1/users/update', { token, body: { email: 'u@x.io' } });
    expect(email.body.code).toBe('A0400');
    expect((await t.api(usersApi.info, {}, { token })).body.data).toMatchObject({
      email: null,
      mobile: null,
    });
  });
});

describe('password change', () => {
  it('needs the old password (A0115) and a strong new one (A2011)', async () => {
    const { token } = await registerAndLogin(t, 'wendy', 'wendy-pass-1');
    const wrongOld = await t.api(
      usersApi.password,
      { oldPassword: 'nope-nope-1', newPassword: 'wendy-pass-2' },
      { token },
    );
    expect(wrongOld.body.code).toBe('A0115');
    const weak = await t.api(
      usersApi.password,
      { oldPassword: 'wendy-pass-1', newPassword: 'weak' },
      { token },
    );
    expect(weak.body.code).toBe('A2011');
  });

  it('ends every other session, keeps this one, and the new password logs in', async () => {
    const mine = await registerAndLogin(t, 'xena', 'xena-pass-1');
    const other = await login(t, 'xena', 'xena-pass-1');
    const res = await t.api(
      usersApi.password,
      { oldPassword: 'xena-pass-1', newPassword: 'xena-pass-2' },
      { token: mine.token },
    );
    expect(res.body.code).toBe('00000');
    expect((await t.api(usersApi.info, {}, { token: mine.token })).body.code).toBe('00000');
    expect((await t.api(usersApi.info, {}, { token: other.token })).body.code).toBe('A0401');
    const refreshOther = await t.api(
      authApi.token,
      { refreshToken: other.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(refreshOther.body.code).toBe('A0401');
    await expect(login(t, 'xena', 'xena-pass-1')).rejects.toThrow();
    await login(t, 'xena', 'xena-pass-2');
  });
});
