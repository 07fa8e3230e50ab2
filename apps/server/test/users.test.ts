import { authApi, usersApi } from '@cairn/contract';
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
    const set = await t.api(
      usersApi.update,
      { email: 'ursula@example.com', mobile: '+8613800000000' },
      { token },
    );
    expect(set.body).toMatchObject({
      code: '00000',
      data: { email: 'ursula@example.com', mobile: '+8613800000000' },
    });
    const cleared = await t.api(usersApi.update, { mobile: null }, { token });
    expect(cleared.body.data).toMatchObject({ email: 'ursula@example.com', mobile: null });
  });

  it('refuses an e-mail that another account has (A2013) and bad values (A0400)', async () => {
    await t.api(authApi.register, { username: 'victor', password: 'victor-pass-1', email: 'v@example.com' });
    const { token } = await login(t, 'ursula', 'ursula-pass-1');
    expect((await t.api(usersApi.update, { email: 'V@example.com' }, { token })).body.code).toBe('A2013');
    const bad = await t.api(usersApi.update, { email: 'not-an-email' }, { token });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.message).toContain('email');
    expect((await t.api(usersApi.update, {}, { token })).body.code).toBe('A0400');
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
