import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { finishResponse } from '../src/modules/respond/finish-batch.ts';
import { loadSurveyTarget } from '../src/modules/respond/survey-target.ts';
import { answersFor, publishedSurvey, respondent, setLevel, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Submits arriving together share one target lookup and one upsert (batching.ts). What one
 * request asks must still be answered for that request alone.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'bea', 'bea-pass-1'));
  await setLevel(t, 'bea', 1);
});
afterAll(() => t.close());

const finished = (surveyId: number, id = randomUUID()) => {
  const now = new Date(t.deps.now());
  return {
    surveyId,
    id,
    version: 1,
    status: 'complete' as const,
    answers: {},
    answersDigest: 'd',
    startedAt: now,
    submittedAt: now,
    updatedAt: now,
  };
};

describe('batched respondent statements', () => {
  it('answers each code of one turn with its own survey, and null for an unknown one', async () => {
    const a = await publishedSurvey(t, token);
    const b = await publishedSurvey(t, token);
    const [ta, tb, none] = await Promise.all([
      loadSurveyTarget(t.database.db, a.code),
      loadSurveyTarget(t.database.db, b.code),
      loadSurveyTarget(t.database.db, 'nosuchcode'),
    ]);
    expect(ta?.survey.id).toBe(a.surveyId);
    expect(tb?.survey.id).toBe(b.surveyId);
    expect(none).toBeNull();
  });

  it('stores every response of a parallel burst to two surveys under its own survey', async () => {
    const a = await publishedSurvey(t, token);
    const b = await publishedSurvey(t, token);
    const r = respondent(t);
    const bodies = Array.from({ length: 40 }, (_, i) =>
      submission(i % 2 ? a : b, answersFor(i % 2 ? a : b, i % 3)),
    );
    const answers = await Promise.all(bodies.map((body) => r.submit(body)));
    expect(answers.map((x) => x.code)).toEqual(bodies.map(() => '00000'));
    const stored = await t.database.db.select().from(responses).where(eq(responses.surveyId, a.surveyId));
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((row) => row.id))).toEqual(
      new Set(bodies.filter((_, i) => i % 2).map((body) => body.responseId)),
    );
  });

  it('keeps a failing row from failing its neighbours in the same statement', async () => {
    const a = await publishedSurvey(t, token);
    const good = finished(a.surveyId);
    // No such survey: the foreign key refuses this row only.
    const bad = finished(a.surveyId + 10_000);
    const [ok, failed] = await Promise.allSettled([
      finishResponse(t.database.db, good),
      finishResponse(t.database.db, bad),
    ]);
    expect(ok).toMatchObject({ status: 'fulfilled', value: { id: good.id, status: 'complete' } });
    expect(failed.status).toBe('rejected');
    const stored = await t.database.db.select().from(responses).where(eq(responses.surveyId, a.surveyId));
    expect(stored.map((row) => row.id)).toEqual([good.id]);
  });

  it('writes a repeated id once; the repeat learns it was finished already', async () => {
    const a = await publishedSurvey(t, token);
    const row = finished(a.surveyId);
    const [first, second] = await Promise.all([
      finishResponse(t.database.db, row),
      finishResponse(t.database.db, { ...row }),
    ]);
    expect(first).toMatchObject({ id: row.id });
    expect(second).toBeNull();
    expect(await finishResponse(t.database.db, { ...row })).toBeNull();
  });

  it('stores text with quotes, backslashes, braces, commas and NULL exactly as sent', async () => {
    const a = await publishedSurvey(t, token);
    const tricky = 'say "hi" \\ {a,b} NULL, 中文 \n end';
    const body = { ...submission(a, answersFor(a, 0, tricky)), source: 'x"y\\z{}', channel: 'c,d NULL' };
    const r = respondent(t);
    const [first] = await Promise.all([r.submit(body), r.submit(submission(a, answersFor(a, 1, 'other')))]);
    expect(first.code).toBe('00000');
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, body.responseId));
    expect(row!.answers).toEqual(body.answers);
    expect(row!.ip).toBe(r.ip);
    expect([row!.source, row!.channel]).toEqual(['x"y\\z{}', 'c,d NULL']);
  });
});
