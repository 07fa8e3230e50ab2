import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { publishedSurvey } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'sam', 'sam-pass-1'));
});
afterAll(() => t.close());

describe('responses.seq', () => {
  it('takes a fresh value on every insert and every update, so caches can read what changed', async () => {
    const p = await publishedSurvey(t, token);
    const seqOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ seq: responses.seq })
        .from(responses)
        .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, id)));
      return row!.seq;
    };
    const first = randomUUID();
    const second = randomUUID();
    await t.database.db.insert(responses).values({ surveyId: p.surveyId, id: first, version: p.version });
    await t.database.db.insert(responses).values({ surveyId: p.surveyId, id: second, version: p.version });
    const [a, b] = [await seqOf(first), await seqOf(second)];
    expect(b).toBeGreaterThan(a);
    await t.database.db
      .update(responses)
      .set({ status: 'invalid' })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, first)));
    expect(await seqOf(first)).toBeGreaterThan(b);
  });
});
