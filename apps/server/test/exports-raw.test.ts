import { answerImportApi, downloadsApi, fullPath } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../src/db/schema/index.ts';
import { runExportTask } from '../src/modules/downloads/run-export-task.ts';
import type { createMemoryStorage } from '../src/modules/files/storage.ts';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'exa', 'exa-pass-12'));
  p = await publishedSurvey(t, token);
  const r = respondent(t);
  for (const [pick, text] of [
    [0, 'plain'],
    [1, '=HYPERLINK("http://evil")'],
    [2, '中文, "quoted"'],
  ] as const) {
    const res = await r.submit(submission(p, answersFor(p, pick, text)));
    if (res.code !== '00000') throw new Error(JSON.stringify(res));
  }
});
afterAll(() => t.close());

describe('raw data export', () => {
  it('writes codes, a title row and neutralised text into xlsx, read back with exceljs', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    expect(task).toMatchObject({ status: 'done', progress: 100, unread: true, rows: 3 });
    expect(task.fileName).toMatch(/\.xlsx$/);
    const rows = await readSheet(await downloadBytes(t, token, task.id));
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['id', 'status', 'version']);
    expect(header.slice(-3)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(rows).toHaveLength(5);
    const data = rows.slice(2);
    expect(data.map((r) => r[header.indexOf('Q1')])).toEqual([1, 2, 3]);
    expect(data.map((r) => r[header.indexOf('Q2')])).toEqual([
      'plain',
      '\'=HYPERLINK("http://evil")',
      '中文, "quoted"',
    ]);
    expect(data.every((r) => r[header.indexOf('status')] === 'complete')).toBe(true);
  });

  it('writes labels and CSV with a BOM, quoting what needs it', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code, fileType: 'csv', dataType: 'label' });
    const text = (await downloadBytes(t, token, task.id)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]!.endsWith(',Q1,Q2,Q3')).toBe(true);
    expect(text).toContain('"中文, ""quoted"""');
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(lines).toHaveLength(6); // header, titles, three rows, the final empty string
  });

  it('contains exactly the responses committed when the export started', async () => {
    const created = await t.api(downloadsApi.dataExport, { surveyCode: p.code }, { token });
    const r = respondent(t, '203.0.113.99');
    // The job is run by hand so an answer arrives after its snapshot is fixed.
    await runExportTask(t.deps, created.body.data.id, {
      onSnapshot: async () => {
        const res = await r.submit(submission(p, answersFor(p, 0, 'late')));
        expect(res.code).toBe('00000');
      },
    });
    const task = await t.api(downloadsApi.task, { id: created.body.data.id }, { token });
    expect(task.body.data).toMatchObject({ status: 'done', rows: 3 });
    const rows = await readSheet(await downloadBytes(t, token, created.body.data.id));
    expect(rows.flat()).not.toContain('late');
    await t.jobs.drain(); // the queued copy of the job finds the task finished and leaves it
    const again = await exportTask(t, token, { surveyCode: p.code });
    expect(again.rows).toBe(4);
  });

  it('includes partial responses only when asked', async () => {
    await respondent(t).save({
      surveyCode: p.code,
      responseId: crypto.randomUUID(),
      version: p.version,
      answers: { [p.q[0]!]: { optionId: p.o[0]![1] } },
    });
    const without = await exportTask(t, token, { surveyCode: p.code });
    const withPartial = await exportTask(t, token, { surveyCode: p.code, partial: true });
    expect(withPartial.rows).toBe(without.rows! + 1);
  });

  it('fails the task and keeps no half-written file when the export breaks midway', async () => {
    const storage = t.deps.storage as ReturnType<typeof createMemoryStorage>;
    const files = storage.size;
    const created = await t.api(downloadsApi.dataExport, { surveyCode: p.code }, { token });
    // The file is open and its first rows written when the snapshot hook throws.
    await runExportTask(t.deps, created.body.data.id, {
      onSnapshot: () => {
        throw new Error('database gone');
      },
    });
    const task = await t.api(downloadsApi.task, { id: created.body.data.id }, { token });
    expect(task.body.data).toMatchObject({ status: 'failed', error: 'database gone' });
    expect(storage.size).toBe(files);
    await t.jobs.drain();
  });

  it("fails an xlsx export with more responses than a sheet holds, saying what to do in the reader's language; CSV is not limited", async () => {
    const storage = t.deps.storage as ReturnType<typeof createMemoryStorage>;
    const files = storage.size;
    const run = async (fileType: 'xlsx' | 'csv') => {
      const created = await t.api(downloadsApi.dataExport, { surveyCode: p.code, fileType }, { token });
      await runExportTask(t.deps, created.body.data.id, { xlsxRowLimit: 2 });
      const read = (lang: 'zh' | 'en') =>
        t.api(
          downloadsApi.task,
          { id: created.body.data.id },
          { token, headers: { 'accept-language': lang } },
        );
      const [zh, en] = [await read('zh'), await read('en')];
      const listed = await t.api(
        downloadsApi.list,
        { page: 1, pageSize: 50 },
        { token, headers: { 'accept-language': 'en' } },
      );
      const inList = listed.body.data.records.find((task) => task.id === created.body.data.id);
      return { ...en.body.data, zh: zh.body.data.error, listed: inList?.error };
    };
    const xlsx = await run('xlsx');
    expect(xlsx.status).toBe('failed');
    // The catalogue's message (A4011) in each language, with both counts.
    expect(xlsx.error).toMatch(/^An xlsx sheet cannot hold this many responses: export CSV.*: [3-9] > 2$/);
    expect(xlsx.zh).toMatch(/^xlsx 工作表放不下.*请导出 CSV.*：[3-9] > 2$/);
    expect(xlsx.listed).toBe(xlsx.error);
    expect(storage.size).toBe(files);
    expect((await run('csv')).status).toBe('done');
    await t.jobs.drain();
  });

  it('refuses another user the export, the task and its file', async () => {
    const other = await registerAndLogin(t, 'exb', 'exb-pass-12');
    const refused = await t.api(downloadsApi.dataExport, { surveyCode: p.code }, { token: other.token });
    expect(refused.body.code).toBe('A4000');
    const [mine] = await t.database.db.select().from(downloadTasks).limit(1);
    const peek = await t.api(downloadsApi.task, { id: mine!.id }, { token: other.token });
    expect(peek.body.code).toBe('A0404');
    const link = await t.api(downloadsApi.file, { id: mine!.id }, { token: other.token });
    expect(link.body.code).toBe('A0404');
    const list = await t.api(downloadsApi.list, {}, { token: other.token });
    expect(list.body.data.total).toBe(0);
  });

  it('answers bad input with A0400, never a 500', async () => {
    const bad = await t.api(
      downloadsApi.dataExport,
      { surveyCode: p.code, dataFormat: 3, fileType: 'pdf' } as never,
      { token },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe('A0400');
  });

  it('declares its routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const endpoint of [...Object.values(downloadsApi), ...Object.values(answerImportApi)])
      expect(doc.paths).toHaveProperty([fullPath(endpoint), endpoint.method.toLowerCase()]);
  });
});
