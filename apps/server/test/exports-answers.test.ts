import { randomUUID } from 'node:crypto';
import { downloadsApi, reportAnswersApi, reportFiltersApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../src/db/schema/index.ts';
import { downloadBytes, finishedTask, readSheet } from './support/exports.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/** POST /v1/answer/export: the responses selected in the response table as a download task. */
let t: TestApp;
let token: string;
let p: Published;
const complete: string[] = [];
let partial: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'sel', 'sel-pass-12'));
  p = await publishedSurvey(t, token);
  const r = respondent(t);
  for (const [pick, text] of [
    [0, 'first'],
    [1, 'second'],
    [2, 'third'],
  ] as const) {
    const body = submission(p, answersFor(p, pick, text));
    expect((await r.submit(body)).code).toBe('00000');
    complete.push(body.responseId);
  }
  const saved = submission(p, { [p.q[0]!]: answersFor(p)[p.q[0]!] });
  expect((await r.save(saved)).code).toBe('00000');
  partial = saved.responseId;
});
afterAll(() => t.close());

const idsIn = async (taskId: number) => {
  const [header, , ...rows] = await readSheet(await downloadBytes(t, token, taskId));
  const at = (header as string[]).indexOf('id');
  return rows.map((row) => row[at]).sort();
};

describe('export of the selected responses', () => {
  it('makes a download task holding exactly the selected responses, whatever their status', async () => {
    const ids = [complete[0]!, complete[2]!, partial];
    const created = await t.api(reportAnswersApi.export, { surveyCode: p.code, ids }, { token });
    expect(created.body.code).toBe('00000');
    expect(created.body.data).toMatchObject({ status: 'waiting', surveyCode: p.code, subType: 10 });
    const task = await finishedTask(t, token, created.body.data.id);
    expect(task).toMatchObject({ status: 'done', rows: 3 });
    expect(task.fileName).toMatch(/\.xlsx$/);
    expect(await idsIn(task.id)).toEqual([...ids].sort());
    const listed = await t.api(downloadsApi.list, {}, { token });
    expect(listed.body.data.records.map((r) => r.id)).toContain(task.id);
  });

  it('writes CSV with labels like the data export, and ignores the selected filter', async () => {
    // A selected filter that keeps nothing (no tablets answered) narrows every report but not this.
    const filter = { surveyCode: p.code, name: 'tablets', devices: ['tablet'], select: true };
    expect((await t.api(reportFiltersApi.create, filter, { token })).body.code).toBe('00000');
    const created = await t.api(
      reportAnswersApi.export,
      { surveyCode: p.code, ids: [complete[1]!], fileType: 'csv', dataType: 'label' },
      { token },
    );
    const task = await finishedTask(t, token, created.body.data.id);
    expect(task).toMatchObject({ status: 'done', rows: 1 });
    const text = (await downloadBytes(t, token, task.id)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(complete[1]!);
    expect(text).toContain('second');
    expect(text).not.toContain(complete[0]!);
    await t.api(reportFiltersApi.unselect, { surveyCode: p.code }, { token });
  });

  it('refuses an id the survey does not have (A0404) and bad input (A0400), making no task', async () => {
    const before = (await t.database.db.select().from(downloadTasks)).length;
    const foreign = await publishedSurvey(t, token);
    const theirs = submission(foreign);
    expect((await respondent(t).submit(theirs)).code).toBe('00000');
    for (const id of [randomUUID(), theirs.responseId]) {
      const res = await t.api(
        reportAnswersApi.export,
        { surveyCode: p.code, ids: [complete[0]!, id] },
        { token },
      );
      expect(res.body.code).toBe('A0404');
    }
    const bad = [
      { surveyCode: p.code, ids: [] },
      { surveyCode: p.code, ids: ['not-a-uuid'] },
      { surveyCode: p.code, ids: [complete[0], complete[0]] },
      { surveyCode: p.code, ids: [complete[0]], fileType: 'pdf' },
      { ids: [complete[0]] },
    ];
    for (const input of bad) {
      const res = await t.api(reportAnswersApi.export, input as never, { token });
      expect([res.status, res.body.code], JSON.stringify(input)).toEqual([200, 'A0400']);
    }
    expect((await t.database.db.select().from(downloadTasks)).length).toBe(before);
  });

  it('refuses another user (A4000) and keeps the task its owner’s', async () => {
    const other = await registerAndLogin(t, 'sem', 'sem-pass-12');
    const refused = await t.api(
      reportAnswersApi.export,
      { surveyCode: p.code, ids: [complete[0]!] },
      { token: other.token },
    );
    expect(refused.body.code).toBe('A4000');
    const mine = await t.api(reportAnswersApi.export, { surveyCode: p.code, ids: [complete[0]!] }, { token });
    const peek = await t.api(downloadsApi.task, { id: mine.body.data.id }, { token: other.token });
    expect(peek.body.code).toBe('A0404');
    await t.jobs.drain();
  });
});
