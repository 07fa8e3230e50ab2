import { authApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../src/modules/auth/passwords.ts';
import { loadSigningKey } from '../src/modules/auth/signing-key.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.ts';

vi.mock('../src/modules/auth/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/auth/passwords.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.api(authApi.register, { username: 'sam', password: 'sam-pass-1' });
});
afterAll(() => t.close());

describe('login does the same work for unknown names', () => {
  it('verifies a password hash once, whether or not the account exists', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    const dummy = await passwords.dummyPasswordHash();

    verify.mockClear();
    await t.api(authApi.token, { username: 'nobody', password: 'x-pass-1' }, { headers: basicAuth });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toBe(dummy);

    verify.mockClear();
    await t.api(authApi.token, { username: 'sam', password: 'x-pass-1' }, { headers: basicAuth });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).not.toBe(dummy);
    // The dummy hash costs what a real one costs: same algorithm and parameters.
    expect(dummy.split('$').slice(0, 4)).toEqual(verify.mock.calls[0]![0].split('$').slice(0, 4));
  });
});

describe('stored secrets', () => {
  it('hashes passwords with argon2id at 19 MiB, t=2, p=1', async () => {
    const user = await findUserByName(t.deps.db, 'sam');
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('generates the token key once and gives every process the same key', async () => {
    const a = await loadSigningKey(t.deps.db, undefined);
    const b = await loadSigningKey(t.deps.db, undefined);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const fromEnv = await loadSigningKey(t.deps.db, 'configured-secret');
    expect(new TextDecoder().decode(fromEnv)).toBe('configured-secret');
  });
});
