import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { postMultipart } from './support/multipart.ts';
import { launch } from './support/publishing.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

type Report = { rows: number; imported: number; errors: { row: number; column: string; message: string }[] };

let t: TestApp;
let token: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'imp', 'imp-pass-12'));
  p = await publishedSurvey(t, token);
  const r = respondent(t);
  await r.submit(submission(p, answersFor(p, 0, 'first')));
  await r.submit(submission(p, answersFor(p, 2, '=1+2')));
});
afterAll(() => t.close());

const upload = (code: string, bytes: Uint8Array, fileName = 'answers.xlsx', as = token) =>
  postMultipart<Report>(t, '/api/report/v1/answer/upload', {
    token: as,
    query: { surveyCode: code },
    parts: [{ name: 'file', fileName, content: bytes }],
  });

async function copyOf(code: string): Promise<string> {
  const res = await t.call<{ code: string }>('POST', '/api/designer/v1/project/copy', {
    token,
    headers: { 'x-code': code },
  });
  const copy = res.body.data.code;
  const launched = await launch(t, token, copy);
  if (launched.code !== '00000') throw new Error(JSON.stringify(launched));
  return copy;
}

async function sheetBytes(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('answer import', () => {
  it('round trip: an export imported into a copy of the survey exports the same cells', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const bytes = await downloadBytes(t, token, task.id);
    const copy = await copyOf(p.code);
    const res = await upload(copy, bytes);
    expect(res.body.code).toBe('00000');
    expect(res.body.data).toEqual({ rows: 2, imported: 2, errors: [] });
    const again = await exportTask(t, token, { surveyCode: copy });
    const before = await readSheet(bytes);
    const after = await readSheet(await downloadBytes(t, token, again.id));
    expect(after).toEqual(before);
  });

  it('reports each bad row with its row number and column, importing the rest', async () => {
    const task = await exportTask(t, token, { surveyCode: p.code });
    const [header, titles, good] = await readSheet(await downloadBytes(t, token, task.id));
    const q1 = (header as string[]).indexOf('Q1');
    const bad = [...good!];
    bad[q1] = 9;
    const formula = [...good!];
    formula[q1] = { formula: '1+1', result: 2 };
    const copy = await copyOf(p.code);
    const res = await upload(copy, await sheetBytes([header!, titles!, good!, bad, formula]));
    expect(res.body.data.imported).toBe(1);
    expect(res.body.data.errors).toEqual([
      { row: 4, column: 'Q1', message: 'no option 9' },
      { row: 5, column: 'Q1', message: expect.stringMatching(/formula/) },
    ]);
  });

  it('refuses a file that is not the layout, not xlsx, or another user', async () => {
    expect(
      (
        await upload(
          p.code,
          await sheetBytes([
            ['x', 'y'],
            ['a', 'b'],
          ]),
        )
      ).body.code,
    ).toBe('A0109');
    expect((await upload(p.code, new TextEncoder().encode('not a zip'))).body.code).toBe('A0109');
    expect((await upload(p.code, new Uint8Array([1]), 'old.xls')).body.code).toBe('A0112');
    const other = await registerAndLogin(t, 'imq', 'imq-pass-12');
    const refused = await upload(p.code, await sheetBytes([['id']]), 'a.xlsx', other.token);
    expect(refused.body.code).toBe('A5211');
  });

  it('refuses files over 5 MB', async () => {
    const res = await upload(p.code, new Uint8Array(5 * 1024 * 1024 + 10));
    expect(res.body.code).toBe('A0110');
  });
});
