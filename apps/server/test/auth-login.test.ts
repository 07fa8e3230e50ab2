import { authApi, type CallInput, OWN_PROJECT_CODES, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (body: CallInput<typeof authApi.token>, headers: Record<string, string> = basicAuth) =>
  t.api(authApi.token, body, { headers });

describe('registration', () => {
  it('creates an account whose info matches the User entity', async () => {
    const res = await t.api(authApi.register, {
      username: 'reg.user@x',
      password: 'abcdefg1',
      email: 'reg@example.com',
      mobile: '13800000000',
    });
    expect(res.body.code).toBe('00000');
    expect(res.body.data).toMatchObject({
      username: 'reg.user@x',
      email: 'reg@example.com',
      mobile: '13800000000',
      level: 0,
      organizationId: null,
      // A personal account: DEFAULT and the rights over its own projects.
      permissions: ['DEFAULT', ...OWN_PROJECT_CODES].map((code) => ({ code })),
      thirdType: null,
      recognizeId: 0,
      avatar: null,
    });
    expect(res.body.data.userCode).toMatch(/^U[0-9A-F]{12}$/);
  });

  it('refuses a weak password with A2011', async () => {
    for (const password of ['short1', 'lettersonly', '1234567890']) {
      const res = await t.api(authApi.register, { username: 'weakling', password });
      expect(res.body.code).toBe('A2011');
    }
  });

  it('refuses a taken name in any case with A2014, and a taken e-mail with A2013', async () => {
    await t.api(authApi.register, { username: 'taken', password: 'abcdefg1', email: 't@x.io' });
    expect((await t.api(authApi.register, { username: 'TAKEN', password: 'abcdefg1' })).body.code).toBe(
      'A2014',
    );
    const dupMail = await t.api(authApi.register, {
      username: 'other',
      password: 'abcdefg1',
      email: 'T@X.io',
    });
    expect(dupMail.body.code).toBe('A2013');
  });

  it('names the bad field when the username breaks the rules', async () => {
    for (const username of ['a', 'a'.repeat(33), 'bad name', 'semi;colon', '<b>x</b>']) {
      const res = await t.api(authApi.register, { username, password: 'abcdefg1' });
      expect(res.body.code).toBe('A0400');
      expect(res.body.message).toContain('username');
    }
  });

  it('accepts names in any script (issue 18: Chinese names were refused)', async () => {
    for (const username of ['艾达', '名字abc', 'José_1']) {
      const res = await t.api(authApi.register, { username, password: 'abcdefg1' });
      expect(res.body.code, username).toBe('00000');
    }
  });
});

describe('login', () => {
  beforeAll(async () => {
    await t.api(authApi.register, { username: 'bob', password: 'bob-secret-1' });
  });

  it('returns tokens with the access expiry in epoch ms, 15 minutes ahead', async () => {
    const res = await token({ username: 'bob', password: 'bob-secret-1' });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.expired).toBe(Math.floor((t.deps.now() + 15 * 60_000) / 1000) * 1000);
    const info = await t.api(usersApi.info, {}, { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ username: 'bob' });
  });

  it('accepts a form body too', async () => {
    const res = await t.api(
      authApi.token,
      { username: 'bob', password: 'bob-secret-1' },
      { headers: basicAuth, form: true },
    );
    expect(res.body.code).toBe('00000');
  });

  it('refuses a call without the client header with A0401', async () => {
    const res = await token({ username: 'bob', password: 'bob-secret-1' }, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('A0401');
    const wrong = await token({ username: 'bob', password: 'bob-secret-1' }, { authorization: 'Basic eDp5' });
    expect(wrong.body.code).toBe('A0401');
  });

  it('answers an unknown name exactly as a wrong password', async () => {
    const wrong = await token({ username: 'bob', password: 'not-the-password1' });
    const unknown = await token({ username: 'nobody-here', password: 'not-the-password1' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('A2002');
  });

  it('refuses a password over 128 characters before hashing it', async () => {
    const res = await token({ username: 'bob', password: 'x1'.repeat(65) });
    expect(res.body.code).toBe('A0400');
    expect(res.body.message).toContain('password');
  });

  it('locks a name for 5 minutes after 5 wrong attempts within 5 minutes, known or not', async () => {
    await t.api(authApi.register, { username: 'carol', password: 'carol-pass-1' });
    for (const name of ['carol', 'ghost-user']) {
      for (let i = 0; i < 5; i++)
        expect((await token({ username: name, password: 'wrong-pass-1' })).body.code).toBe('A2002');
      expect((await token({ username: name, password: 'wrong-pass-1' })).body.code).toBe('A2027');
    }
    // Even the right password is refused while locked...
    expect((await token({ username: 'carol', password: 'carol-pass-1' })).body.code).toBe('A2027');
    t.advance(5 * 60_000 + 1);
    // ...and works once the lock has passed.
    expect((await token({ username: 'carol', password: 'carol-pass-1' })).body.code).toBe('00000');
  });

  it('does not lock for failures spread beyond the window', async () => {
    await t.api(authApi.register, { username: 'dave', password: 'dave-pass-1' });
    for (let i = 0; i < 8; i++) {
      expect((await token({ username: 'dave', password: 'wrong-pass-1' })).body.code).toBe('A2002');
      t.advance(2 * 60_000);
    }
  });

  it('a successful login clears the failure count', async () => {
    await t.api(authApi.register, { username: 'erin', password: 'erin-pass-1' });
    for (let i = 0; i < 4; i++) await token({ username: 'erin', password: 'wrong-pass-1' });
    await login(t, 'erin', 'erin-pass-1');
    for (let i = 0; i < 4; i++)
      expect((await token({ username: 'erin', password: 'wrong-pass-1' })).body.code).toBe('A2002');
  });

  it('logs in the account created by registerAndLogin helper', async () => {
    const tokens = await registerAndLogin(t, 'frank', 'frank-pass-1');
    expect(tokens.token).toBeTruthy();
  });
});
