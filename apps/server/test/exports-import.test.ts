import {
  type AnswerImportReport,
  answerImportApi,
  type Envelope,
  fullPath,
  projectsApi,
} from '@cairn/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSurvey } from './support/design.ts';
import { downloadBytes, exportTask, getFile, readSheet } from './support/exports.ts';
import { postMultipart } from './support/multipart.ts';
import { launch } from './support/publishing.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

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
  postMultipart<AnswerImportReport>(t, fullPath(answerImportApi.upload), {
    token: as,
    query: { surveyCode: code },
    parts: [{ name: 'file', fileName, content: bytes }],
  });

async function copyOf(code: string): Promise<string> {
  const res = await t.api(projectsApi.copy, {}, { token, headers: { 'x-code': code } });
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

describe('answer import template', () => {
  const template = (surveyCode: string, as = token, lang: 'zh' | 'en' = 'zh') =>
    getFile(t, answerImportApi.template, { surveyCode }, { token: as, headers: { 'accept-language': lang } });
  const codeOf = async (surveyCode: string, as = token) =>
    ((await template(surveyCode, as)).json() as Envelope<null>).code;

  it('is an xlsx of the columns an import of the survey reads, and imports once filled in', async () => {
    const res = await template(p.code, token, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'answer import template',
    );
    const rows = await readSheet(res.rawPayload);
    const task = await exportTask(t, token, { surveyCode: p.code });
    const [header, titles, good] = await readSheet(await downloadBytes(t, token, task.id));
    // The export's own layout (format 2, codes), with no responses.
    expect(rows).toEqual([header, titles]);
    const copy = await copyOf(p.code);
    const filled = await upload(copy, await sheetBytes([rows[0]!, rows[1]!, good!]));
    expect(filled.body.data).toEqual({ rows: 1, imported: 1, errors: [] });
    const zh = await template(p.code);
    expect(decodeURIComponent(String(zh.headers['content-disposition']))).toContain('答卷导入模板');
  });

  it('needs the edit right and a published survey; bad codes are A0400', async () => {
    const other = await registerAndLogin(t, 'imt', 'imt-pass-12');
    expect(await codeOf(p.code, other.token)).toBe('A5211');
    expect(await codeOf('nosuchcode')).toBe('A1100');
    expect(await codeOf('not a code!')).toBe('A0400');
    expect(await codeOf(await newSurvey(t, token))).toBe('A0400');
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `${fullPath(answerImportApi.template)}?surveyCode=${p.code}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((unsigned.json() as Envelope<null>).code).not.toBe('00000');
  });
});
