import { randomUUID } from 'node:crypto';
import { FREE_RESPONSE_LIMIT, quotaApi, RESPOND_MESSAGES } from '@cairn/contract';
import { AnswerFrequency } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inviteCodes, quotas, responses } from '../src/db/schema/index.ts';
import {
  answersFor,
  type Published,
  publishedSurvey,
  respondent,
  setLevel,
  setSettings,
  submission,
} from './support/respond.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let enterprise: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'lena', 'lena-pass-1'));
  ({ token: enterprise } = await registerAndLogin(t, 'ezra', 'ezra-pass-1'));
  await setLevel(t, 'ezra', 1);
});
afterAll(() => t.close());
// The frequency tests move the clock by hours: log in again so tokens stay fresh.
beforeEach(async () => {
  if (!t) return;
  ({ token } = await login(t, 'lena', 'lena-pass-1'));
  ({ token: enterprise } = await login(t, 'ezra', 'ezra-pass-1'));
});

const statuses = async (p: Published) =>
  (await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId))).map(
    (r) => r.status,
  );

async function quotaOn(p: Published, owner: string, target: number, action: 'screen_out' | 'close_option') {
  const res = await t.api(
    quotaApi.save,
    {
      surveyCode: p.code,
      name: 'First option',
      conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![0]!] }],
      target,
      action,
    },
    { token: owner },
  );
  expect(res.body.code).toBe('00000');
  return res.body.data.quota.id;
}

describe('quotas', () => {
  it('never overfills under parallel submissions at the boundary; the rest are screened out', async () => {
    const p = await publishedSurvey(t, enterprise);
    const id = await quotaOn(p, enterprise, 5, 'screen_out');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => respondent(t, `198.51.100.${i + 1}`).submit(submission(p))),
    );
    expect(results.every((r) => r.code === '00000')).toBe(true);
    const byStatus = results.map((r) => r.data.status).sort();
    expect(byStatus.filter((s) => s === 'complete')).toHaveLength(5);
    expect(byStatus.filter((s) => s === 'screened_out')).toHaveLength(15);
    const [q] = await t.database.db.select().from(quotas).where(eq(quotas.id, id));
    expect(q!.filled).toBe(5);
    expect((await statuses(p)).filter((s) => s === 'complete')).toHaveLength(5);
    // Responses outside the quota still complete.
    expect((await respondent(t).submit(submission(p, answersFor(p, 1)))).data.status).toBe('complete');
  });

  it('lists the options of a full close_option quota for the page to hide', async () => {
    const p = await publishedSurvey(t, enterprise);
    await quotaOn(p, enterprise, 1, 'close_option');
    expect((await respondent(t).open(p.code)).data).toMatchObject({ closedOptionIds: [] });
    expect((await respondent(t).submit(submission(p))).data.status).toBe('complete');
    expect((await respondent(t).open(p.code)).data).toMatchObject({ closedOptionIds: [p.o[0]![0]] });
  });
});

describe('invitation codes', () => {
  it('lets one code in once, even for two parallel submissions', async () => {
    const p = await publishedSurvey(t, token, { settings: { inviteCodes: true } });
    await t.database.db.insert(inviteCodes).values({ surveyId: p.surveyId, code: 'ONCE2345' });
    const [a, b] = await Promise.all([
      respondent(t, '192.0.2.1').submit({ ...submission(p), inviteCode: 'once2345' }),
      respondent(t, '192.0.2.2').submit({ ...submission(p), inviteCode: 'ONCE2345' }),
    ]);
    expect([a!.code, b!.code].sort()).toEqual(['00000', 'A0310']);
    const refused = a!.code === 'A0310' ? a! : b!;
    expect(refused.data).toMatchObject({ state: 'invite', error: true });
    const [code] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.surveyId, p.surveyId));
    expect(code!.usedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));
    expect(row!.inviteCodeId).toBe(code!.id);
  });
});

describe('a late page save after the submit', () => {
  it('is acknowledged although the code is used and the device is now limited', async () => {
    const p = await publishedSurvey(t, token, { settings: { inviteCodes: true } });
    await setSettings(t, p.code, { deviceFrequency: AnswerFrequency.OnlyOnce });
    await t.database.db.insert(inviteCodes).values({ surveyId: p.surveyId, code: 'LATE2345' });
    const r = respondent(t);
    const body = { ...submission(p), inviteCode: 'LATE2345' };
    expect((await r.save(body)).code).toBe('00000');
    expect((await r.submit(body)).code).toBe('00000');
    expect((await r.save({ ...body, answers: {} })).code).toBe('00000');
    const [row] = await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));
    expect(row).toMatchObject({ status: 'complete', answers: body.answers });
    // A new response from this device is refused by the frequency limit.
    expect((await r.save({ ...submission(p), inviteCode: 'LATE2345' })).code).toBe('A0310');
  });
});

describe('frequency limits (the app clock moves, nothing sleeps)', () => {
  it('by device: once a day in the survey’s zone, open again at local midnight', async () => {
    const p = await publishedSurvey(t, token, { settings: { lang: 'en' } });
    await setSettings(t, p.code, { deviceFrequency: AnswerFrequency.Daily, timeZone: 'Asia/Shanghai' });
    const r = respondent(t);
    expect((await r.submit(submission(p))).code).toBe('00000');
    const closed = (await r.open(p.code)).data;
    expect(closed).toMatchObject({ state: 'completed', message: RESPOND_MESSAGES.completed.en });
    const at = Date.parse((closed as { at: string }).at);
    // Midnight in Shanghai is 16:00 UTC.
    expect(new Date(at).getUTCHours()).toBe(16);
    expect(at).toBeGreaterThan(t.deps.now());
    const refused = await r.submit(submission(p));
    expect(refused.code).toBe('A0310');
    expect(refused.data).toMatchObject({ state: 'completed' });
    // Another device on the same address is not limited by the device rule.
    expect((await respondent(t, r.ip).open(p.code)).data.state).toBe('open');
    t.advance(at - t.deps.now() - 1);
    expect((await r.open(p.code)).data.state).toBe('completed');
    t.advance(1);
    expect((await r.open(p.code)).data.state).toBe('open');
    expect((await r.submit(submission(p))).code).toBe('00000');
  });

  it('by IP: only once, whatever the device', async () => {
    const p = await publishedSurvey(t, token);
    await setSettings(t, p.code, { ipFrequency: AnswerFrequency.OnlyOnce });
    expect((await respondent(t, '100.64.0.9').submit(submission(p))).code).toBe('00000');
    const again = (await respondent(t, '100.64.0.9').open(p.code)).data;
    expect(again).toMatchObject({ state: 'completed', at: null });
    expect((await respondent(t, '100.64.0.10').open(p.code)).data.state).toBe('open');
  });
});

describe('the free edition cap', () => {
  it(`stops a free survey at ${FREE_RESPONSE_LIMIT} complete responses with a clear message; enterprise owners are exempt`, async () => {
    const p = await publishedSurvey(t, token, { settings: { lang: 'en' } });
    const rows = Array.from({ length: FREE_RESPONSE_LIMIT - 1 }, () => ({
      surveyId: p.surveyId,
      id: randomUUID(),
      version: p.version,
      status: 'complete' as const,
      submittedAt: new Date(t.deps.now()),
    }));
    await t.database.db.insert(responses).values(rows);
    expect((await respondent(t).submit(submission(p))).code).toBe('00000');
    expect((await respondent(t).open(p.code)).data).toEqual({
      state: 'full',
      lang: 'en',
      message: RESPOND_MESSAGES.freeCap.en,
    });
    const refused = await respondent(t).submit(submission(p));
    expect(refused.code).toBe('A0310');
    expect(refused.message).toContain('1,000');
    await setLevel(t, 'lena', 1);
    expect((await respondent(t).submit(submission(p))).code).toBe('00000');
    await setLevel(t, 'lena', 0);
  });
});
