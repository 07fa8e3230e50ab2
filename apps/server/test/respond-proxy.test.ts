import { AnswerFrequency } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { publishedSurvey, respondent, setLevel, setSettings, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const PROXY = '10.0.0.2';

/** The address a submit was stored with. */
async function storedIp(t: TestApp, surveyId: number): Promise<(string | null)[]> {
  const rows = await t.database.db
    .select({ ip: responses.ip })
    .from(responses)
    .where(eq(responses.surveyId, surveyId));
  return rows.map((row) => row.ip);
}

describe('respondent addresses behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: [PROXY] });
    ({ token } = await registerAndLogin(t, 'pia', 'pia-pass-1'));
    await setLevel(t, 'pia', 1);
  });
  afterAll(() => t.close());

  it('records the forwarded address when the named proxy sends it', async () => {
    const p = await publishedSurvey(t, token);
    expect((await respondent(t, PROXY, undefined, '198.51.100.4').submit(submission(p))).code).toBe('00000');
    expect(await storedIp(t, p.surveyId)).toEqual(['198.51.100.4']);
  });

  it('ignores a forwarded address sent by anyone else', async () => {
    const p = await publishedSurvey(t, token);
    const forger = respondent(t, '203.0.113.9', undefined, '198.51.100.5');
    expect((await forger.submit(submission(p))).code).toBe('00000');
    expect(await storedIp(t, p.surveyId)).toEqual(['203.0.113.9']);
  });

  it('limits answers per respondent address, not per proxy', async () => {
    const p = await publishedSurvey(t, token);
    await setSettings(t, p.code, { ipFrequency: AnswerFrequency.OnlyOnce });
    const viaProxy = (address: string) => respondent(t, PROXY, undefined, address);
    expect((await viaProxy('198.51.100.10').submit(submission(p))).code).toBe('00000');
    expect((await viaProxy('198.51.100.11').submit(submission(p))).code).toBe('00000');
    expect((await viaProxy('198.51.100.10').open(p.code)).data.state).toBe('completed');
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never believes X-Forwarded-For, so a respondent cannot choose their address', async () => {
    const { token } = await registerAndLogin(t, 'noa', 'noa-pass-1');
    await setLevel(t, 'noa', 1);
    const p = await publishedSurvey(t, token);
    const r = respondent(t, '203.0.113.20', undefined, '198.51.100.6');
    expect((await r.submit(submission(p))).code).toBe('00000');
    expect(await storedIp(t, p.surveyId)).toEqual(['203.0.113.20']);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('takes the address the one trusted proxy saw, not what the client wrote before it', async () => {
    const { token } = await registerAndLogin(t, 'hop', 'hop-pass-1');
    await setLevel(t, 'hop', 1);
    const p = await publishedSurvey(t, token);
    const r = respondent(t, '10.9.9.9', undefined, '192.0.2.66, 198.51.100.31');
    expect((await r.submit(submission(p))).code).toBe('00000');
    expect(await storedIp(t, p.surveyId)).toEqual(['198.51.100.31']);
  });
});
