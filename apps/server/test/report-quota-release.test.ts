import { quotaApi, reportAnswersApi, reportCleaningApi, reportOverviewApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * A quota of one place on Q1's first option: what an author does to a response that holds the
 * place (invalid, valid again, cleaned, undone, deleted) gives it back or takes it again, so a
 * replacement respondent is not screened out by data the author rejected.
 */
let t: TestApp;
let token: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerAndLogin(t, 'quin', 'quin-pass-12')).token;
  p = await publishedSurvey(t, token);
  const quota = await t.api(
    quotaApi.save,
    {
      surveyCode: p.code,
      name: 'First option',
      conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![0]!] }],
      target: 1,
      action: 'screen_out',
    },
    { token },
  );
  expect(quota.body.code).toBe('00000');
});
afterAll(() => t.close());

async function submitFirstOption(durationMs = 120_000): Promise<{ id: string; status: string }> {
  const body = { ...submission(p, answersFor(p, 0)), durationMs };
  expect((await respondent(t).submit(body)).code).toBe('00000');
  const [row] = await t.database.db.select().from(responses).where(eq(responses.id, body.responseId));
  return { id: body.responseId, status: row!.status };
}

async function completes(): Promise<number> {
  const res = await t.api(reportOverviewApi.quota, { surveyCode: p.code }, { token });
  return res.body.data.quotas[0]!.completes;
}

const mark = (ids: string[], invalid: boolean) =>
  t.api(reportAnswersApi.mark, { surveyCode: p.code, ids, invalid }, { token });

describe('quota places follow the author’s changes to a response', () => {
  let first: string;
  let second: string;

  it('gives the place back when the response is marked invalid, so a replacement completes', async () => {
    first = (await submitFirstOption(5_000)).id;
    expect(await completes()).toBe(1);
    expect((await submitFirstOption()).status).toBe('screened_out');
    await mark([first], true);
    expect(await completes()).toBe(0);
    const replacement = await submitFirstOption();
    expect(replacement.status).toBe('complete');
    second = replacement.id;
    expect(await completes()).toBe(1);
  });

  it('takes it again when marked valid, even past the target', async () => {
    await mark([first], false);
    expect(await completes()).toBe(2);
    const stats = await t.api(reportOverviewApi.quota, { surveyCode: p.code }, { token });
    expect(stats.body.data.quotas[0]!.remaining).toBe(0);
  });

  it('gives it back for a cleaned response and takes it again on undo', async () => {
    const applied = await t.api(
      reportCleaningApi.apply,
      { surveyCode: p.code, combine: 'or', rules: [{ type: 'too-fast', mode: 'seconds', seconds: 10 }] },
      { token },
    );
    expect(applied.body.data.affected).toBe(1);
    expect(await completes()).toBe(1);
    const undone = await t.api(
      reportCleaningApi.undo,
      { surveyCode: p.code, runId: applied.body.data.runId },
      { token },
    );
    expect(undone.body.code).toBe('00000');
    expect(await completes()).toBe(2);
  });

  it('gives it back when a complete response is deleted, never below zero', async () => {
    await t.api(reportAnswersApi.remove, { surveyCode: p.code, ids: [second] }, { token });
    expect(await completes()).toBe(1);
    await mark([first], true);
    expect(await completes()).toBe(0);
    await t.api(reportAnswersApi.remove, { surveyCode: p.code, ids: [first] }, { token });
    expect(await completes()).toBe(0);
  });
});

describe('the places given back are the ones a response took', () => {
  let q: Published;
  let quotaId: number;
  const saveQuota = (optionIndex: number, id?: number) =>
    t.api(
      quotaApi.save,
      {
        surveyCode: q.code,
        ...(id === undefined ? {} : { id }),
        name: 'Edited',
        conditions: [{ nodeId: q.q[0]!, optionIds: [q.o[0]![optionIndex]!] }],
        target: 10,
        action: 'screen_out',
      },
      { token },
    );
  const filled = async () => {
    const res = await t.api(reportOverviewApi.quota, { surveyCode: q.code }, { token });
    return res.body.data.quotas[0]!.completes;
  };
  const markIn = (ids: string[], invalid: boolean) =>
    t.api(reportAnswersApi.mark, { surveyCode: q.code, ids, invalid }, { token });
  const submit = async (pick: number) => {
    const body = submission(q, answersFor(q, pick));
    expect((await respondent(t).submit(body)).code).toBe('00000');
    return body.responseId;
  };

  beforeAll(async () => {
    q = await publishedSurvey(t, token);
  });

  it('a response from before the quota existed gives back nothing; one that took a place gives it back after an edit', async () => {
    const before = await submit(0);
    const saved = await saveQuota(0);
    expect(saved.body.code).toBe('00000');
    quotaId = saved.body.data.quota.id;
    const took = await submit(0);
    expect(await filled()).toBe(1);
    // The older response matches the conditions now but never took a place.
    await markIn([before], true);
    expect(await filled()).toBe(1);
    // The conditions move to another option: the response still gives back the place it took.
    expect((await saveQuota(1, quotaId)).body.code).toBe('00000');
    await markIn([took], true);
    expect(await filled()).toBe(0);
    await markIn([took], false);
    expect(await filled()).toBe(1);
  });
});
