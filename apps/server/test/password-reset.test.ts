import { authApi, type PasswordResetBody, usersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.api(authApi.register, { username: 'rita', password: 'rita-pass-1', email: 'rita@example.com' });
});
afterAll(() => t.close());

const sendCode = (email: string, lang = 'zh') =>
  t.api(usersApi.emailCode, { email }, { headers: { 'accept-language': lang } });
const reset = (body: PasswordResetBody) => t.api(usersApi.resetPassword, body);
const lastCode = () => /(\d{6})/.exec(t.mail.at(-1)!.text)![1]!;

describe('password reset by e-mail code', () => {
  it('mails a six-digit code in the caller’s language and sets the new password with it', async () => {
    const session = await login(t, 'rita', 'rita-pass-1');
    expect((await sendCode('rita@example.com', 'en-US')).body.code).toBe('00000');
    expect(t.mail.at(-1)).toMatchObject({ to: 'rita@example.com' });
    expect(t.mail.at(-1)!.subject).toMatch(/^Your Cairn code: \d{6}$/);
    expect(
      (await reset({ email: 'rita@example.com', code: lastCode(), password: 'rita-pass-2' })).body.code,
    ).toBe('00000');
    await login(t, 'rita', 'rita-pass-2');
    // Every earlier session ends with a reset.
    expect((await t.api(usersApi.info, {}, { token: session.token })).body.code).toBe('A0401');
    // A used code cannot be used again.
    expect(
      (await reset({ email: 'rita@example.com', code: lastCode(), password: 'rita-pass-3' })).body.code,
    ).toBe('A2005');
  });

  it('allows one code per minute per address (A2004)', async () => {
    t.advance(60_000);
    expect((await sendCode('rita@example.com')).body.code).toBe('00000');
    expect((await sendCode('rita@example.com')).body.code).toBe('A2004');
    t.advance(60_000);
    expect((await sendCode('rita@example.com')).body.code).toBe('00000');
  });

  it('gives five tries: wrong codes answer A2018, then the code is used up (A2005)', async () => {
    t.advance(60_000);
    await sendCode('rita@example.com');
    const good = lastCode();
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await reset({ email: 'rita@example.com', code: wrong, password: 'rita-pass-4' })).body.code,
      ).toBe('A2018');
    }
    expect((await reset({ email: 'rita@example.com', code: good, password: 'rita-pass-4' })).body.code).toBe(
      'A2005',
    );
  });

  it('expires a code after 10 minutes', async () => {
    t.advance(60_000);
    await sendCode('rita@example.com');
    t.advance(10 * 60_000 + 1);
    expect(
      (await reset({ email: 'rita@example.com', code: lastCode(), password: 'rita-pass-5' })).body.code,
    ).toBe('A2005');
  });

  it('answers an unknown address like a known one but sends nothing', async () => {
    const before = t.mail.length;
    expect((await sendCode('nobody@example.com')).body.code).toBe('00000');
    expect(t.mail.length).toBe(before);
  });

  it('refuses a weak new password before using the code (A2011)', async () => {
    t.advance(60_000);
    await sendCode('rita@example.com');
    expect((await reset({ email: 'rita@example.com', code: lastCode(), password: 'weak' })).body.code).toBe(
      'A2011',
    );
    expect(
      (await reset({ email: 'rita@example.com', code: lastCode(), password: 'rita-pass-6' })).body.code,
    ).toBe('00000');
  });

  it('keeps the messages in the local outbox too', async () => {
    const rows = await t.database.db.query.outboxMessages.findMany();
    expect(rows.length).toBe(t.mail.length);
  });
});
