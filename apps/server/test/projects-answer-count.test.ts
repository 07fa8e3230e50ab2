import { projectsApi, reportAnswersApi, reportCleaningApi, reportOverviewApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answersFor,
  type Published,
  publishedSurvey,
  respondent,
  setSettings,
  submission,
} from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Issue 18 item 8: the project list shows each survey's complete responses not marked invalid —
 * the overview's figure — from the counter the database keeps, through submits (plain and
 * guarded), partial saves, marking, cleaning and its undo, and deletion.
 */
let t: TestApp;
let token: string;
let p: Published;
let other: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'lena', 'lena-pass-1'));
  p = await publishedSurvey(t, token);
  other = await publishedSurvey(t, token);
});
afterAll(() => t.close());

async function listed(code: string): Promise<number | undefined> {
  const res = await t.api(projectsApi.list, { dataType: 1, pageSize: 50 }, { token });
  if (res.body.code !== '00000') throw new Error(`list: ${res.body.code} ${res.body.message}`);
  const found = res.body.data.records.find((r) => r.code === code);
  if (!found) throw new Error(`not listed: ${code} in ${JSON.stringify(res.body.data)}`);
  return found.answerCount;
}
async function overview(code: string): Promise<number> {
  return (await t.api(reportOverviewApi.overview, { surveyCode: code }, { token })).body.data.counts.complete;
}
async function expectCount(code: string, n: number) {
  expect(await overview(code)).toBe(n);
  expect(await listed(code)).toBe(n);
}
async function submit(survey: Published, durationMs = 120_000): Promise<string> {
  const body = { ...submission(survey, answersFor(survey)), durationMs };
  const res = await respondent(t).submit(body);
  expect(res.code).toBe('00000');
  return body.responseId;
}

describe('answerCount in the project list', () => {
  const ids: string[] = [];

  it('counts complete responses as they are submitted, not partial ones, per survey', async () => {
    await expectCount(p.code, 0);
    ids.push(await submit(p, 3_000), await submit(p), await submit(p));
    await respondent(t).save({ ...submission(p), answers: {} });
    await submit(other);
    await expectCount(p.code, 3);
    await expectCount(other.code, 1);
    // The guarded path (a response cap) counts too.
    await setSettings(t, p.code, { responseCap: 100 });
    ids.push(await submit(p));
    await expectCount(p.code, 4);
  });

  it('follows marking invalid and valid again', async () => {
    const mark = (invalid: boolean) =>
      t.api(reportAnswersApi.mark, { surveyCode: p.code, ids: [ids[1]!, ids[2]!], invalid }, { token });
    expect((await mark(true)).body.code).toBe('00000');
    await expectCount(p.code, 2);
    expect((await mark(false)).body.code).toBe('00000');
    await expectCount(p.code, 4);
  });

  it('follows cleaning and its undo', async () => {
    const applied = await t.api(
      reportCleaningApi.apply,
      { surveyCode: p.code, combine: 'or', rules: [{ type: 'too-fast', mode: 'seconds', seconds: 10 }] },
      { token },
    );
    expect(applied.body.data.affected).toBe(1);
    await expectCount(p.code, 3);
    const undone = await t.api(
      reportCleaningApi.undo,
      { surveyCode: p.code, runId: applied.body.data.runId },
      { token },
    );
    expect(undone.body.code).toBe('00000');
    await expectCount(p.code, 4);
  });

  it('follows deletion, of complete and of invalid responses', async () => {
    await t.api(reportAnswersApi.mark, { surveyCode: p.code, ids: [ids[0]!], invalid: true }, { token });
    await expectCount(p.code, 3);
    expect(
      (await t.api(reportAnswersApi.remove, { surveyCode: p.code, ids: [ids[0]!, ids[1]!] }, { token })).body
        .code,
    ).toBe('00000');
    await expectCount(p.code, 2);
    await expectCount(other.code, 1);
  });
});
