import { CASCADE_UPLOAD_MAX_BYTES, fullPath, nodesApi, optionsApi, type TreeEdited } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, newSurvey } from './support/design.ts';
import type { FormPart } from './support/multipart.ts';
import { nodeOf, snapshot, summary } from './support/options.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { postCascade, rowsOf, workbookOf, zipOf } from './support/xlsx.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'cara', 'cara-pass-1'));
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileOf = (content: Buffer | string, fileName = 'options.xlsx'): FormPart => ({
  name: 'file',
  fileName,
  content,
  contentType: XLSX,
});
const header = ['省', '市', '区'];

async function cascadeSurvey() {
  const s = await designSession(t, token, await newSurvey(t, token));
  return { s, q: await s.add(QuestionType.Cascade) };
}

async function upload(s: DesignSession, nodeId: number, parts: FormPart[], who = token) {
  const res = await postCascade(t, { token: who, surveyCode: s.code, nodeId, version: s.version, parts });
  if (res.code === '00000') s.version = res.data.saved.version;
  return res;
}

/** Refused with `code` (and a message matching `message`), the survey exactly as before. */
async function refused(s: DesignSession, nodeId: number, parts: FormPart[], code: string, message?: RegExp) {
  const before = await snapshot(s);
  const res = await upload(s, nodeId, parts);
  expect(res.code, res.message).toBe(code);
  if (message) expect(res.message).toMatch(message);
  expect(await snapshot(s)).toEqual(before);
}

describe('the cascade template', () => {
  it('downloads without a token or signature, in the caller’s language, and uploads as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: fullPath(optionsApi.cascadeTemplate) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E7%BA%A7");
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(['一级选项', '二级选项', '三级选项']);
    const en = await t.app.inject({
      method: 'GET',
      url: fullPath(optionsApi.cascadeTemplate),
      headers: { 'accept-language': 'en' },
    });
    expect((await rowsOf(en.rawPayload))[0]).toEqual(['Level 1', 'Level 2', 'Level 3']);

    const { s, q } = await cascadeSurvey();
    expect((await upload(s, q, [fileOf(res.rawPayload)])).code).toBe('00000');
    expect(await summary(s, q)).toEqual([
      '1:广东省',
      '2:广州市<广东省',
      '3:天河区<广州市',
      '4:越秀区<广州市',
      '5:深圳市<广东省',
      '6:南山区<深圳市',
      '7:浙江省',
      '8:杭州市<浙江省',
      '9:西湖区<杭州市',
    ]);
  });
});

describe('uploading cascade options', () => {
  it('replaces the options with the levels, sets the level setting and answers the change', async () => {
    const { s, q } = await cascadeSurvey();
    const old = (await nodeOf(s, q)).options.map((o) => o.id);
    const file = await workbookOf([header, ['A', 'a1', 'x'], ['A', 'a2'], ['B'], [], [' C ', 2024]]);
    const version = s.version;
    const res = await upload(s, q, [fileOf(file)]);
    expect(res.code).toBe('00000');
    expect(res.data.saved.version).toBe(version + 1);
    expect(res.data.change.options.deleted.sort()).toEqual([...old].sort());
    expect(res.data.change.options.inserted).toHaveLength(7);
    expect(await summary(s, q)).toEqual(['1:A', '2:a1<A', '3:x<a1', '4:a2<A', '5:B', '6:C', '7:2024<C']);
    expect((await nodeOf(s, q)).setting.level).toBe(3);
    // Uploading again replaces again; with no linked question the codes start again at 1.
    expect((await upload(s, q, [fileOf(await workbookOf([header, ['Z']]))])).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['1:Z']);
  });

  it('reads rich text, numbers and merged cells as the author sees them; titles are stored as text', async () => {
    const { s, q } = await cascadeSurvey();
    const rich = { richText: [{ text: '<b>' }, { font: { bold: true }, text: 'Bold' }] };
    const file = await workbookOf([header, [rich, 'one'], [null, 'two']], (sheet) =>
      sheet.mergeCells('A2:A3'),
    );
    expect((await upload(s, q, [fileOf(file)])).code).toBe('00000');
    expect(await summary(s, q)).toEqual(['1:&lt;b&gt;Bold', '2:one<&lt;b&gt;Bold', '3:two<&lt;b&gt;Bold']);
  });

  it('gives questions linked to the cascade mirrors of the new top level', async () => {
    const { s, q } = await cascadeSurvey();
    const linked = await s.add(QuestionType.SingleChoice, { afterId: q });
    expect((await s.edit(nodesApi.link, { id: linked, sourceId: q })).code).toBe('00000');
    expect((await upload(s, q, [fileOf(await workbookOf([header, ['A', 'a1'], ['B']]))])).code).toBe('00000');
    expect(await summary(s, linked)).toEqual(['4:选项-1', '5:选项-2', '6:选项-3', '7:A*', '9:B*']);
  });

  it('keeps a published survey published with relaunch set', async () => {
    const { s, q } = await cascadeSurvey();
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.code, s.code));
    const res = await upload(s, q, [fileOf(await workbookOf([header, ['A']]))]);
    expect(res.data.saved).toMatchObject({ status: 1, relaunch: true });
  });
});

describe('refused uploads change nothing', () => {
  it('names the size limit, .xls files, files that are not the template and missing files', async () => {
    const { s, q } = await cascadeSurvey();
    const big = Buffer.concat([await workbookOf([header, ['A']]), Buffer.alloc(CASCADE_UPLOAD_MAX_BYTES)]);
    await refused(s, q, [fileOf(big)], 'A0110', /文件大小不能超过 5M/);
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Array(504).fill(0)]);
    await refused(s, q, [fileOf(ole, 'old.xls')], 'A0112', /另存为 \.xlsx/);
    await refused(s, q, [fileOf(ole, 'locked.xlsx')], 'A0111', /上传失败/);
    await refused(s, q, [fileOf('省,市\nA,a', 'options.csv')], 'A0109', /请按照模板文件格式重新上传/);
    await refused(s, q, [fileOf('')], 'A0108');
    await refused(s, q, [{ name: 'note', value: 'no file' }], 'A0107');
    await refused(s, q, [fileOf(await workbookOf([header])), fileOf(await workbookOf([header]))], 'A0400');
  });

  it('names the row of a template error: gaps, too many levels, a header alone', async () => {
    const { s, q } = await cascadeSurvey();
    const gap = await workbookOf([header, ['A', 'a1'], ['B', '', 'b2']]);
    await refused(s, q, [fileOf(gap)], 'A0109', /row 3, column 2/);
    const deep = await workbookOf([header, Array.from({ length: 11 }, (_, i) => `L${i}`)]);
    await refused(s, q, [fileOf(deep)], 'A0109', /row 2/);
    const long = await workbookOf([header, ['x'.repeat(201)]]);
    await refused(s, q, [fileOf(long)], 'A0109');
    await refused(s, q, [fileOf(await workbookOf([header, [], []]))], 'A0109');
  });

  it('survives damaged archives and archives that expand too far (A0111)', async () => {
    const { s, q } = await cascadeSurvey();
    const damaged = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]);
    await refused(s, q, [fileOf(damaged)], 'A0111', /damaged/);
    const workbook = { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') };
    const bomb = zipOf([
      workbook,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024, 32) },
    ]);
    expect(bomb.length).toBeLessThan(CASCADE_UPLOAD_MAX_BYTES);
    await refused(s, q, [fileOf(bomb)], 'A0111', /expands too far/);
    const cells = Buffer.from(`<sheetData><row>${'<c r="A1"/>'.repeat(100_001)}</row></sheetData>`);
    const crowded = zipOf([workbook, { name: 'xl/worksheets/sheet1.xml', data: cells }]);
    await refused(s, q, [fileOf(crowded)], 'A0111', /expands too far/);
    const nonsense = zipOf([workbook, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<<<') }]);
    await refused(s, q, [fileOf(nonsense)], 'A0111', /cannot be read/);
    // The app is still answering.
    expect((await upload(s, q, [fileOf(await workbookOf([header, ['ok']]))])).code).toBe('00000');
  });

  it('refuses a question that is not a cascade, a missing one, and a stale version', async () => {
    const { s, q } = await cascadeSurvey();
    const file = fileOf(await workbookOf([header, ['A']]));
    const single = await s.add(QuestionType.SingleChoice);
    await refused(s, single, [file], 'A0400');
    await refused(s, 999999, [file], 'A0404');
    const before = await snapshot(s);
    const res = await postCascade(t, {
      token,
      surveyCode: s.code,
      nodeId: q,
      version: s.version - 1,
      parts: [file],
    });
    expect(res.code).toBe('A0120');
    expect(await snapshot(s)).toEqual(before);
  });

  it('refuses another user (A5211) before reading their file, and a call that is not multipart', async () => {
    const { s, q } = await cascadeSurvey();
    const other = await registerAndLogin(t, 'mallory', 'mallory-pass-1');
    const before = await snapshot(s);
    for (const file of [await workbookOf([header, ['A']]), Buffer.from('not a workbook')]) {
      const res = await upload(s, q, [fileOf(file)], other.token);
      expect(res.code).toBe('A5211');
    }
    // JSON where the call takes a file: the described caller would not send it, so it is spelled here.
    const json = await t.call<TreeEdited>('POST', fullPath(optionsApi.cascadeUpload), {
      token,
      query: { surveyCode: s.code, nodeId: String(q) },
      body: { file: 'x' },
    });
    expect(json.body.code).toBe('A0107');
    expect(await snapshot(s)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('declares every option call, with its body or query', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    const { cascadeTemplate, cascadeUpload, ...edits } = optionsApi;
    for (const call of Object.values(edits)) {
      expect(doc.paths[fullPath(call)]?.post?.requestBody, call.path).toBeDefined();
    }
    // surveyCode, nodeId and force (replacing options logic refers to answers 00001 unless force=true).
    expect(doc.paths[fullPath(cascadeUpload)]?.post?.parameters).toHaveLength(3);
    expect(doc.paths[fullPath(cascadeTemplate)]?.get).toBeDefined();
  });
});
