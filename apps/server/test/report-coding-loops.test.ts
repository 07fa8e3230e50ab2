import { randomUUID } from 'node:crypto';
import { codingApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/responses.ts';
import { type Published, publishedSurvey } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A question inside a loop is answered once per round under `nodeId@optionId`: each round is an
 * answer of its own in a coding report, coded on its own, and a response made invalid later takes
 * its rounds' hits out of every count without deleting them.
 */
let t: TestApp;
let token: string;
let p: Published;
const looped = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'lou', 'lou-pass-1'));
  p = await publishedSurvey(t, token);
  const [q1, q2] = [p.q[0]!, p.q[1]!];
  const [tea, coffee] = [p.o[0]![0]!, p.o[0]![1]!];
  // As the respondent page stores a looped open question (core's flow keys, branches-loops.test.ts).
  await t.database.db.insert(responses).values({
    surveyId: p.surveyId,
    id: looped,
    version: p.version,
    status: 'complete',
    submittedAt: new Date(t.deps.now()),
    answers: {
      [q1]: { optionIds: [tea, coffee] },
      [`${q2}@${tea}`]: 'too sweet',
      [`${q2}@${coffee}`]: 'too bitter',
    },
  });
});
afterAll(() => t.close());

describe('coding answers of a loop', () => {
  it('codes each round of a looped question on its own and drops an invalid response’s hits from the counts', async () => {
    const created = await t.api(
      codingApi.createReport,
      { surveyCode: p.code, columnKey: `n${p.q[1]}` },
      { token },
    );
    const reportId = created.body.data.id;
    const ref = { surveyCode: p.code, reportId };
    const page = await t.api(codingApi.responses, ref, { token });
    const rounds = page.body.data.records.map((r) => [r.responseId, r.answerKey, r.text]);
    expect(rounds).toEqual(
      expect.arrayContaining([
        [looped, `${p.q[1]}@${p.o[0]![0]}`, 'too sweet'],
        [looped, `${p.q[1]}@${p.o[0]![1]}`, 'too bitter'],
      ]),
    );
    expect(rounds).toHaveLength(2);

    const frame = await t.api(codingApi.createNet, { ...ref, label: 'Taste' }, { token });
    const netId = frame.body.data.id;
    const bitter = { responseId: looped, answerKey: `${p.q[1]}@${p.o[0]![1]}` };
    const hit = await t.api(
      codingApi.hit,
      { ...ref, mode: 'manual', netIds: [netId], answers: [bitter] },
      { token },
    );
    expect(hit.body.data.changed).toBe(1);
    const coded = await t.api(codingApi.responses, { ...ref, answerType: 1 }, { token });
    expect(coded.body.data.records.map((r) => r.text)).toEqual(['too bitter']);
    const stat = async () => (await t.api(codingApi.stat, { ...ref, filterId: 0 }, { token })).body.data;
    expect((await stat()).rows[0]).toMatchObject({ label: 'Taste', count: 1 });

    await t.database.db.update(responses).set({ status: 'invalid' }).where(eq(responses.id, looped));
    expect((await stat()).rows[0]).toMatchObject({ label: 'Taste', count: 0 });
    expect((await stat()).base.answers).toBe(0);
    await t.database.db.update(responses).set({ status: 'complete' }).where(eq(responses.id, looped));
    expect((await stat()).rows[0]).toMatchObject({ label: 'Taste', count: 1 });
  });
});
