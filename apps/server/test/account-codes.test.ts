import { accountApi, authApi, mobileAuthApi, usersApi, VERIFICATION_CODE } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../src/db/schema/index.ts';
import { issueCode, pruneVerificationCodes } from '../src/modules/account/code-store.ts';
import { setRestricted } from '../src/modules/account/restrictions.ts';
import { basicAuth, createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Forwarded addresses are believed, so each call can come from its own address: the calls'
  // per-minute limits (A2032) stay out of the way of the code limits under test.
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const MINUTE = 60_000;
let address = 0;
/** Options of a call from an address of its own (or the one given), with a token if given. */
const from = (token?: string, ip = `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`) => ({
  token,
  headers: { 'x-forwarded-for': ip },
});
const lastText = (to: string) => [...t.sms].reverse().find((m) => m.to === to);
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const setMobile = (userId: number, mobile: string) =>
  t.database.db.update(users).set({ mobile }).where(eq(users.id, userId));
const idOf = async (token: string) => (await t.api(usersApi.info, {}, from(token))).body.data.id;
const mobileLogin = (mobile: string, code: string) =>
  t.api(mobileAuthApi.mobile, { mobile, code }, { headers: basicAuth });

describe('login codes by SMS', () => {
  it('texts six digits kept only as a keyed hash, and answers alike for a number without an account', async () => {
    const { token } = await registerAndLogin(t, 'sms.owner', 'owner-pass-1');
    await setMobile(await idOf(token), '13900000001');
    const known = await t.api(accountApi.smsCode, { mobile: '13900000001' }, from());
    const unknown = await t.api(accountApi.smsCode, { mobile: '13900000999' }, from());
    expect(known.body).toEqual(unknown.body);
    expect(known.body.code).toBe('00000');
    const code = codeIn(lastText('13900000001')?.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(lastText('13900000999')).toBeUndefined();
    const rows = await t.database.db.select().from(verificationCodes);
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
    // The unknown number's code counts toward its limits all the same: a second is A2004.
    expect((await t.api(accountApi.smsCode, { mobile: '13900000999' }, from())).body.code).toBe('A2004');
  });

  it('allows one code a minute per number (A2004) and past the daily limit answers A2003', async () => {
    const mobile = '13900000002';
    expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('00000');
    expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('A2004');
    for (let i = 1; i < VERIFICATION_CODE.dailyPerTarget; i++) {
      t.advance(MINUTE);
      expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('00000');
    }
    t.advance(MINUTE);
    expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('A2003');
    t.advance(24 * 3600_000);
    expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('00000');
  });

  it('limits codes per client address a day, whatever the numbers (A2003)', async () => {
    t.advance(24 * 3600_000);
    const issue = (i: number) =>
      issueCode(
        t.deps,
        { channel: 'sms', target: `1370000${String(i).padStart(4, '0')}`, purpose: 'login' },
        '10.9.9.9',
      );
    for (let i = 0; i < VERIFICATION_CODE.dailyPerClient; i++) await issue(i);
    await expect(issue(99)).rejects.toMatchObject({ code: 'A2003' });
    // Another address is not held back, and the next day this one may send again.
    await expect(
      issueCode(t.deps, { channel: 'sms', target: '13700009999', purpose: 'login' }, '10.9.9.8'),
    ).resolves.toMatch(/^\d{6}$/);
    t.advance(24 * 3600_000);
    await expect(issue(100)).resolves.toMatch(/^\d{6}$/);
  });
});

describe('a code the provider could not send', () => {
  it('answers A2003 and is not recorded: the retry at once gets a code (not A2004)', async () => {
    t.advance(24 * 3600_000);
    const { token } = await registerAndLogin(t, 'sms.down', 'down-pass-1');
    const mobile = '13900000077';
    await setMobile(await idOf(token), mobile);
    const send = t.deps.sms.send;
    t.deps.sms.send = async () => {
      throw new Error('provider down');
    };
    try {
      expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('A2003');
    } finally {
      t.deps.sms.send = send;
    }
    const rows = await t.database.db.select().from(verificationCodes);
    expect(rows.filter((r) => r.target === mobile)).toEqual([]);
    expect((await t.api(accountApi.smsCode, { mobile }, from())).body.code).toBe('00000');
    expect((await mobileLogin(mobile, codeIn(lastText(mobile)?.text))).body.code).toBe('00000');
    // The outbox is the database: when that is what went away, the answer is B0002 (retried).
    t.advance(MINUTE);
    t.deps.sms.send = async () => {
      throw Object.assign(new Error('terminating connection'), { code: '57P01' });
    };
    try {
      const down = await t.api(accountApi.smsCode, { mobile }, from());
      expect({ status: down.status, code: down.body.code }).toEqual({ status: 503, code: 'B0002' });
    } finally {
      t.deps.sms.send = send;
    }
  });
});

describe('the sweep', () => {
  it('deletes codes once they count toward no limit and can no longer be used', async () => {
    t.advance(24 * 3600_000);
    await issueCode(t.deps, { channel: 'sms', target: '13600000001', purpose: 'login' });
    const before = await t.database.db.select().from(verificationCodes);
    t.advance(24 * 3600_000 + VERIFICATION_CODE.ttlMs + 1);
    expect(await pruneVerificationCodes(t.database.db, t.deps.now())).toBe(before.length);
    expect(await t.database.db.select().from(verificationCodes)).toEqual([]);
  });
});

describe('mobile login', () => {
  let userId = 0;
  const mobile = '13900000010';
  beforeAll(async () => {
    t.advance(24 * 3600_000);
    const { token } = await registerAndLogin(t, 'mobile.login', 'mobile-pass-1');
    userId = await idOf(token);
    await setMobile(userId, mobile);
  });

  it('gives the token pair of a password login, a new session each time', async () => {
    await t.api(accountApi.smsCode, { mobile }, from());
    const res = await mobileLogin(mobile, codeIn(lastText(mobile)?.text));
    expect(res.body.code).toBe('00000');
    const info = await t.api(usersApi.info, {}, { token: res.body.data.token });
    expect(info.body.data.id).toBe(userId);
    // The code works once.
    expect((await mobileLogin(mobile, codeIn(lastText(mobile)?.text))).body.code).toBe('A2005');
    // Refresh rotation works on the session it started.
    const rotated = await t.api(
      authApi.token,
      { refreshToken: res.body.data.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(rotated.body.code).toBe('00000');
  });

  it('refuses without the client header, and answers a number without an account like a wrong code', async () => {
    t.advance(MINUTE);
    await t.api(accountApi.smsCode, { mobile }, from());
    const noClient = await t.api(mobileAuthApi.mobile, { mobile, code: '000000' });
    expect(noClient.body.code).toBe('A0401');
    expect((await mobileLogin('13900000888', '123456')).body.code).toBe('A2005');
  });

  it('a wrong code costs one of five tries (A2018) and five failures lock the number (A2027)', async () => {
    t.advance(10 * MINUTE);
    await t.api(accountApi.smsCode, { mobile }, from());
    const right = codeIn(lastText(mobile)?.text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await mobileLogin(mobile, wrong)).body.code).toBe('A2018');
    expect((await mobileLogin(mobile, right)).body.code).toBe('A2027');
    t.advance(5 * MINUTE + 1);
    // The lock has passed but the code's five tries are spent.
    expect((await mobileLogin(mobile, right)).body.code).toBe('A2005');
  });

  it('expires codes after ten minutes', async () => {
    t.advance(MINUTE);
    await t.api(accountApi.smsCode, { mobile }, from());
    t.advance(VERIFICATION_CODE.ttlMs);
    expect((await mobileLogin(mobile, codeIn(lastText(mobile)?.text))).body.code).toBe('A2005');
  });
});

describe('changing the e-mail', () => {
  it('mails a code to the new address and changes only with it', async () => {
    const { token } = await registerAndLogin(t, 'mail.changer', 'changer-pass-1');
    await t.api(authApi.register, { username: 'mail.other', password: 'other-pass-1', email: 'other@x.io' });
    expect((await t.api(accountApi.email, { email: 'OTHER@x.io' }, from(token))).body.code).toBe('A2013');
    expect((await t.api(accountApi.email, { email: 'new@x.io' }, from(token))).body.code).toBe('00000');
    const mailed = [...t.mail].reverse().find((m) => m.to === 'new@x.io');
    const code = codeIn(mailed?.text);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.api(accountApi.email, { email: 'new@x.io', code: wrong }, from(token))).body.code).toBe(
      'A2018',
    );
    const changed = await t.api(accountApi.email, { email: 'new@x.io', code }, from(token));
    expect(changed.body.data.email).toBe('new@x.io');
    expect((await t.api(accountApi.email, { email: 'NEW@x.io' }, from(token))).body.code).toBe('A2012');
  });

  it('does not take a code mailed for another account', async () => {
    t.advance(MINUTE);
    const a = await registerAndLogin(t, 'mail.a', 'mail-a-pass-1');
    const b = await registerAndLogin(t, 'mail.b', 'mail-b-pass-1');
    await t.api(accountApi.email, { email: 'shared@x.io' }, from(a.token));
    const code = codeIn([...t.mail].reverse().find((m) => m.to === 'shared@x.io')?.text);
    expect((await t.api(accountApi.email, { email: 'shared@x.io', code }, from(b.token))).body.code).toBe(
      'A2005',
    );
  });
});

describe('changing the mobile', () => {
  it('needs the current number’s code first (A2017), then a code to the new number', async () => {
    t.advance(24 * 3600_000);
    const { token } = await registerAndLogin(t, 'mobile.changer', 'mchanger-pass-1');
    const id = await idOf(token);
    await setMobile(id, '13900000020');
    expect((await t.api(accountApi.smsCodeNew, { mobile: '13900000020' }, from(token))).body.code).toBe(
      'A2016',
    );
    expect((await t.api(accountApi.smsCodeNew, { mobile: '13900000010' }, from(token))).body.code).toBe(
      'A2022',
    );
    expect((await t.api(accountApi.smsCodeNew, { mobile: '13900000021' }, from(token))).body.code).toBe(
      'A2017',
    );
    expect(
      (await t.api(usersApi.update, { mobile: '13900000021', code: '123456' }, from(token))).body.code,
    ).toBe('A2017');

    expect((await t.api(accountApi.smsCodeSelf, {}, from(token))).body.code).toBe('00000');
    const selfCode = codeIn(lastText('13900000020')?.text);
    expect((await t.api(accountApi.mobilePre, { code: selfCode }, from(token))).body.code).toBe('00000');
    expect((await t.api(accountApi.smsCodeNew, { mobile: '13900000021' }, from(token))).body.code).toBe(
      '00000',
    );
    const newCode = codeIn(lastText('13900000021')?.text);
    const changed = await t.api(usersApi.update, { mobile: '13900000021', code: newCode }, from(token));
    expect(changed.body.data.mobile).toBe('13900000021');
  });

  it('users/update no longer changes anything without a code', async () => {
    const { token } = await login(t, 'mobile.changer', 'mchanger-pass-1');
    const res = await t.call('POST', '/api/designer/v1/users/update', { token, body: { email: 'x@y.io' } });
    expect(res.body.code).toBe('A0400');
  });
});

describe('one account per mobile number', () => {
  it('two accounts taking one number at once: one gets it, the other A2022', async () => {
    t.advance(24 * 3600_000);
    const mobile = '13900000030';
    const tokens = [
      (await registerAndLogin(t, 'mobile.racer1', 'racer-pass-11')).token,
      (await registerAndLogin(t, 'mobile.racer2', 'racer-pass-22')).token,
    ];
    // Both are texted a code while the number is free; then both set it at once. On PostgreSQL
    // both pass the check and the unique index decides; PGlite's one connection serialises them.
    const codes: string[] = [];
    for (const token of tokens) {
      expect((await t.api(accountApi.smsCodeNew, { mobile }, from(token))).body.code).toBe('00000');
      codes.push(codeIn(lastText(mobile)?.text));
      t.advance(61_000);
    }
    const answers = await Promise.all(
      tokens.map((token, i) => t.api(usersApi.update, { mobile, code: codes[i]! }, from(token))),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual(['00000', 'A2022']);
    expect(
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)),
    ).toHaveLength(1);
  });

  it('the index decides where no check runs first: registering with a taken number is A2022', async () => {
    const first = await t.api(
      authApi.register,
      { username: 'mobile.first', password: 'first-pass-11', mobile: '13900000031' },
      { headers: basicAuth },
    );
    expect(first.body.code).toBe('00000');
    const second = await t.api(
      authApi.register,
      { username: 'mobile.second', password: 'second-pass-22', mobile: '13900000031' },
      { headers: basicAuth },
    );
    expect(second.body.code).toBe('A2022');
    // Accounts without a number are not one number: the index is partial.
    await registerAndLogin(t, 'mobile.none1', 'none-pass-111');
    await registerAndLogin(t, 'mobile.none2', 'none-pass-222');
  });
});

describe('restricted accounts', () => {
  it('answer A2026 on every call, on refresh and on login, until lifted', async () => {
    t.advance(24 * 3600_000);
    const tokens = await registerAndLogin(t, 'restricted.one', 'restricted-pass-1');
    const id = await idOf(tokens.token);
    expect(await setRestricted(t.database.db, id, true, { reason: 'spam', now: t.deps.now() })).toBe(true);
    expect((await t.api(usersApi.info, {}, from(tokens.token))).body.code).toBe('A2026');
    expect((await t.api(accountApi.smsCodeSelf, {}, from(tokens.token))).body.code).toBe('A2026');
    const refresh = await t.api(
      authApi.token,
      { refreshToken: tokens.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(refresh.body.code).toBe('A2026');
    const relogin = await t.api(
      authApi.token,
      { username: 'restricted.one', password: 'restricted-pass-1' },
      { headers: basicAuth },
    );
    expect(relogin.body.code).toBe('A2026');
    // A wrong password still answers A2002: the restriction is told only to whoever proves the account.
    const wrong = await t.api(
      authApi.token,
      { username: 'restricted.one', password: 'wrong-pass-1' },
      { headers: basicAuth },
    );
    expect(wrong.body.code).toBe('A2002');
    await setRestricted(t.database.db, id, false, { now: t.deps.now() });
    expect((await t.api(usersApi.info, {}, from(tokens.token))).body.code).toBe('00000');
  });

  it('an ended session answers A0401 first, restricted or not', async () => {
    const tokens = await registerAndLogin(t, 'restricted.two', 'restricted-pass-2');
    const id = await idOf(tokens.token);
    await setRestricted(t.database.db, id, true, { now: t.deps.now() });
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date(t.deps.now()) })
      .where(eq(sessions.userId, id));
    expect((await t.api(usersApi.info, {}, from(tokens.token))).body.code).toBe('A0401');
  });
});
