import { recognizeApi, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeFor = (to: string) =>
  /(\d{6})/.exec([...t.mail].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';

describe('qualification certification', () => {
  it('proves the organisation by a code mailed to a work address and sets recognizeId', async () => {
    const { token } = await registerAndLogin(t, 'recognize.ann', 'recognize-ann-1');
    expect((await t.api(recognizeApi.get, {}, { token })).body.data).toBeNull();
    expect((await t.api(recognizeApi.code, { email: 'ann@qq.com' }, { token })).body.code).toBe('A2009');
    expect((await t.api(recognizeApi.code, { email: 'ann@acme.example' }, { token })).body.code).toBe(
      '00000',
    );
    const code = codeFor('ann@acme.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { organization: 'Acme Research', email: 'ann@acme.example' };
    expect((await t.api(recognizeApi.certify, { ...body, code: wrong }, { token })).body.code).toBe('A2018');
    const done = await t.api(recognizeApi.certify, { ...body, code }, { token });
    expect(done.body.data).toMatchObject({ organization: 'Acme Research', email: 'ann@acme.example' });
    expect((await t.api(usersApi.info, {}, { token })).body.data.recognizeId).toBe(done.body.data.id);
    expect((await t.api(recognizeApi.get, {}, { token })).body.data).toEqual(done.body.data);
  });

  it('does not take a code mailed for another account', async () => {
    t.advance(60_000);
    const a = await registerAndLogin(t, 'recognize.a', 'recognize-a-1');
    const b = await registerAndLogin(t, 'recognize.b', 'recognize-b-1');
    await t.api(recognizeApi.code, { email: 'x@beta.example' }, { token: a.token });
    const code = codeFor('x@beta.example');
    const stolen = await t.api(
      recognizeApi.certify,
      { organization: 'Beta', email: 'x@beta.example', code },
      { token: b.token },
    );
    expect(stolen.body.code).toBe('A2005');
    expect((await t.api(recognizeApi.get, {}, { token: b.token })).body.data).toBeNull();
  });
});
