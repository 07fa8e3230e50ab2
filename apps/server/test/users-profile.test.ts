import { AVATAR_MAX_BYTES, fullPath, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './support/images.ts';
import { postMultipart } from './support/multipart.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AVATAR_URL = fullPath(usersApi.avatar);

describe('renaming the account (users/update with username)', () => {
  it('renames, logs in with the new name only, and refuses a name another account has in any case (A2014)', async () => {
    const { token } = await registerAndLogin(t, 'rena', 'rena-pass-1');
    await registerAndLogin(t, 'Taken.Name', 'taken-pass-1');

    const taken = await t.api(usersApi.update, { username: 'taken.name' }, { token });
    expect(taken.body.code).toBe('A2014');
    const bad = await t.api(usersApi.update, { username: 'has space' }, { token });
    expect(bad.body.code).toBe('A0400');

    const ok = await t.api(usersApi.update, { username: '  小林 ' }, { token });
    expect(ok.body.code).toBe('00000');
    expect(ok.body.data).toMatchObject({ username: '小林' });
    // Its own name in another case is not "taken".
    expect((await t.api(usersApi.update, { username: 'Rena.B' }, { token })).body.code).toBe('00000');
    expect((await t.api(usersApi.update, { username: '小林' }, { token })).body.code).toBe('00000');
    await expect(login(t, '小林', 'rena-pass-1')).resolves.toMatchObject({ token: expect.any(String) });
    await expect(login(t, 'rena', 'rena-pass-1')).rejects.toThrow();
  });
});

describe('the account picture (users/avatar)', () => {
  it('stores a picture, answers a signed link to it, replaces it and removes the old file', async () => {
    const { token } = await registerAndLogin(t, 'avery', 'avery-pass-1');
    expect((await t.api(usersApi.info, {}, { token })).body.data?.avatar).toBeNull();

    const first = await postMultipart<{ avatar: string | null }>(t, AVATAR_URL, {
      token,
      parts: [{ name: 'file', fileName: 'me.png', content: png(4, 4), contentType: 'image/png' }],
    });
    expect(first.body.code).toBe('00000');
    const link = first.body.data!.avatar!;
    expect(link).toMatch(/^\/api\/files\/[0-9a-f]{32}\?exp=\d+&sig=[0-9a-f]{64}$/);
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect((await t.api(usersApi.info, {}, { token })).body.data?.avatar).toBe(link);

    const second = await postMultipart<{ avatar: string | null }>(t, AVATAR_URL, {
      token,
      parts: [{ name: 'file', fileName: 'me2.png', content: png(8, 8), contentType: 'image/png' }],
    });
    expect(second.body.data!.avatar).not.toBe(link);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('refuses what is not a raster picture (A0106), no file (A0107) and one too large (A0400)', async () => {
    const { token } = await registerAndLogin(t, 'ivy', 'ivy-pass-1');
    const send = (fileName: string, content: Uint8Array | string) =>
      postMultipart(t, AVATAR_URL, { token, parts: [{ name: 'file', fileName, content }] });
    expect((await send('me.png', '<html></html>')).body.code).toBe('A0106');
    expect((await send('me.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')).body.code).toBe('A0106');
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(png(1, 1));
    expect((await send('big.png', big)).body.code).toBe('A0400');
    const none = await postMultipart(t, AVATAR_URL, { token, parts: [{ name: 'x', value: '1' }] });
    expect(none.body.code).toBe('A0107');
    expect((await t.api(usersApi.info, {}, { token })).body.data?.avatar).toBeNull();
  });
});
