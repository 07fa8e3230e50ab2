import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResponseStatus, responses } from '../src/db/schema/index.ts';
import { expirePartialResponses } from '../src/modules/respond/expire-partials.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

const DAY = 24 * 3600_000;
const TTL = 30 * DAY;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'pia', 'pia-pass-1'));
});
afterAll(() => t.close());

async function rowAt(p: Published, status: ResponseStatus, updatedAt: number): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(responses).values({
    surveyId: p.surveyId,
    id,
    version: p.version,
    status,
    updatedAt: new Date(updatedAt),
    ...(status === 'partial' ? {} : { submittedAt: new Date(updatedAt) }),
  });
  return id;
}

const idsOf = async (p: Published) =>
  new Set(
    (await t.database.db.select().from(responses).where(eq(responses.surveyId, p.surveyId))).map((r) => r.id),
  );

describe('expirePartialResponses', () => {
  it('deletes partial responses not saved within the time to live, and nothing else', async () => {
    const p = await publishedSurvey(t, token);
    const other = await publishedSurvey(t, token);
    const now = t.deps.now();
    const inside = await rowAt(p, 'partial', now - TTL);
    const fresh = await rowAt(p, 'partial', now - DAY);
    const outside = await rowAt(p, 'partial', now - TTL - 1);
    const outsideElsewhere = await rowAt(other, 'partial', now - 2 * TTL);
    const finished = await Promise.all(
      (['complete', 'screened_out', 'invalid'] as const).map((s) => rowAt(p, s, now - 10 * TTL)),
    );

    expect(await expirePartialResponses(t.database.db, now, TTL)).toBeGreaterThanOrEqual(2);
    const left = await idsOf(p);
    expect(left.has(outside)).toBe(false);
    expect(left).toEqual(new Set([inside, fresh, ...finished]));
    expect((await idsOf(other)).has(outsideElsewhere)).toBe(false);
    expect(await expirePartialResponses(t.database.db, now, TTL)).toBe(0);
  });

  it('works through a large backlog in batches until none is left', async () => {
    const p = await publishedSurvey(t, token);
    const now = t.deps.now();
    const kept = await rowAt(p, 'partial', now - TTL + 1);
    for (let i = 0; i < 7; i++) await rowAt(p, 'partial', now - TTL - 1 - i);
    expect(await expirePartialResponses(t.database.db, now, TTL, 3)).toBe(7);
    expect(await idsOf(p)).toEqual(new Set([kept]));
  });
});

describe('a page whose partial response expired on the server', () => {
  it('saves its draft again under the same id, and can submit it', async () => {
    const p = await publishedSurvey(t, token);
    const r = respondent(t);
    const body = submission(p);
    const firstPage = { ...body, answers: { [p.q[0]!]: answersFor(p)[p.q[0]!] } };
    expect((await r.save(firstPage)).code).toBe('00000');
    t.advance(TTL + 1);
    expect(await expirePartialResponses(t.database.db, t.deps.now(), TTL)).toBeGreaterThanOrEqual(1);
    expect(await idsOf(p)).toEqual(new Set());
    // Nothing to resume from the server any more; the page still has its local draft.
    expect((await r.open(p.code, { responseId: body.responseId })).data).toMatchObject({ resume: null });

    expect((await r.save(firstPage)).code).toBe('00000');
    const [saved] = await t.database.db.select().from(responses).where(eq(responses.id, body.responseId));
    expect(saved).toMatchObject({ surveyId: p.surveyId, status: 'partial', answers: firstPage.answers });
    expect((await r.submit(body)).data).toMatchObject({ responseId: body.responseId, status: 'complete' });
  });
});
