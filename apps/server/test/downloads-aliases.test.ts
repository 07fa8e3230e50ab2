import { downloadsApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from './support/exports.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let p: Published;
let other: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'ali', 'ali-pass-12'));
  p = await publishedSurvey(t, token);
  other = await publishedSurvey(t, token);
  const res = await respondent(t).submit(submission(p, answersFor(p, 0, 'one')));
  if (res.code !== '00000') throw new Error(JSON.stringify(res));
});
afterAll(() => t.close());

const listOf = (surveyCode: string, as = token) =>
  t.api(downloadsApi.exportList, { surveyCode }, { token: as });

describe('the report screen’s export list and the generic task call (spec doc 2 §7)', () => {
  it('adds a raw data task, lists it under its survey only, links its file and deletes it', async () => {
    const added = await t.api(downloadsApi.addTask, { subType: 10, surveyCode: p.code }, { token });
    expect(added.body.code).toBe('00000');
    await t.jobs.drain();
    await t.api(downloadsApi.dataExport, { surveyCode: other.code }, { token });

    const listed = await listOf(p.code);
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.records[0]).toMatchObject({ id: added.body.data.id, status: 'done', rows: 1 });
    expect((await listOf(other.code)).body.data.total).toBe(1);

    const link = await t.api(downloadsApi.exportDownload, { id: added.body.data.id }, { token });
    expect(link.body.code).toBe('00000');
    const file = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect((await readSheet(file.rawPayload)).length).toBe(3); // codes, titles, one response

    const removed = await t.api(downloadsApi.exportDelete, { id: added.body.data.id }, { token });
    expect(removed.body.code).toBe('00000');
    expect((await listOf(p.code)).body.data.total).toBe(0);
  });

  it('refuses a page report task (subType 11) and bad ids with A0400 saying what to fix', async () => {
    const page = await t.api(downloadsApi.addTask, { subType: 11 as 10, surveyCode: p.code }, { token });
    expect(page.body.code).toBe('A0400');
    expect(page.body.message).toContain('subType');
    const bad = await t.api(downloadsApi.exportDelete, { id: 'x' } as never, { token });
    expect(bad.body.code).toBe('A0400');
  });

  it('refuses another user the survey’s list and someone else’s task', async () => {
    const stranger = await registerAndLogin(t, 'alo', 'alo-pass-12');
    expect((await listOf(p.code, stranger.token)).body.code).toBe('A4000');
    const mine = (await listOf(other.code)).body.data.records[0]!;
    const removed = await t.api(downloadsApi.exportDelete, { id: mine.id }, { token: stranger.token });
    expect(removed.body.code).toBe('A0404');
    const link = await t.api(downloadsApi.exportDownload, { id: mine.id }, { token: stranger.token });
    expect(link.body.code).toBe('A0404');
    expect((await listOf(other.code)).body.data.total).toBe(1);
  });
});
