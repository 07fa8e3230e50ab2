import { AnswerFrequency } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { type Published, publishedSurvey, respondent, setSettings, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The frequency limits (device cookie, IP) under parallel submits: the limit is read before the
 * submit transaction (access-facts.ts), so two submits sent at once could both pass it. Each
 * case sends two new responses at the same moment; exactly one may be accepted. On PGlite the two
 * requests happen to run one after the other, so the race shows on PostgreSQL.
 */
const PARALLEL = 2;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'fern', 'fern-pass-1'));
});
afterAll(() => t.close());

async function completeCount(p: Published) {
  const rows = await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId));
  return rows.filter((r) => r.status === 'complete').length;
}

describe('frequency limits against parallel submits', () => {
  it('accepts one of two parallel submits from one device on a once-per-device survey', async () => {
    const p = await publishedSurvey(t, token);
    await setSettings(t, p.code, { deviceFrequency: AnswerFrequency.OnlyOnce });
    const device = respondent(t, '203.0.113.40');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => device.submit(submission(p))));
    expect(answers.map((a) => a.code).sort()).toEqual(['00000', ...Array(PARALLEL - 1).fill('A0310')]);
    expect(await completeCount(p)).toBe(1);
  });

  it('accepts one of two parallel submits from one address on a once-per-IP survey', async () => {
    const p = await publishedSurvey(t, token);
    await setSettings(t, p.code, { ipFrequency: AnswerFrequency.OnlyOnce });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => respondent(t, '203.0.113.41').submit(submission(p))),
    );
    expect(answers.map((a) => a.code).sort()).toEqual(['00000', ...Array(PARALLEL - 1).fill('A0310')]);
    expect(await completeCount(p)).toBe(1);
  });
});
