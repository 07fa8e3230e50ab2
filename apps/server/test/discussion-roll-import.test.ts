import { discussionRollApi, type Envelope, ROLL_IMPORT_MAX_ROWS, ROLL_MAX, sharesApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionUsers, surveys } from '../src/db/schema/index.ts';
import { newSurvey } from './support/design.ts';
import { call, importFile, importRows, newInterviewProject } from './support/discussion-roll.ts';
import { getFile } from './support/exports.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { rowsOf, workbookOf } from './support/xlsx.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'olga', 'olga-pass-1')).token;
});
afterAll(() => t.close());

const surveyIdOf = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!.id;

describe('roll import', () => {
  it('adds rows, creates the groups the file names and reports bad rows one by one', async () => {
    const code = await newInterviewProject(t, owner);
    await call(t, owner, discussionRollApi.save, {
      surveyCode: code,
      heads: [
        { key: 'city', label: '城市' },
        { key: 'age', label: 'Age' },
      ],
    });
    const res = await importRows(t, owner, code, [
      ['姓名', '手机号', '分组', '城市', 'Age', '备注'],
      ['张三', '138 0013 8000', 'A组', '上海', 31, 'x'],
      ['李四', 13800138001, 'a组', '北京', null, null],
      ['', '13800138002', 'B组', null, null, null],
      ['王五', '138-0013-8000', null, null, null, null],
      ['赵六', 'not a phone', null, null, null, null],
      ['钱七', null, 'B组', 'x'.repeat(201), null, null],
      [null, null, null, null, null, null],
      ['孙八', null, null, '广州', 40, null],
    ]);
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({ rows: 7, imported: 3, groupsCreated: 1 });
    expect(res.data!.errors.map((e) => [e.row, e.column, e.reason])).toEqual([
      [1, '备注', 'unknownColumn'],
      [4, '姓名', 'nameMissing'],
      [5, '手机号', 'mobileDuplicateInFile'],
      [6, '手机号', 'mobileInvalid'],
      [7, '城市', 'valueTooLong'],
    ]);
    const list = await call(t, owner, discussionRollApi.list, { surveyCode: code });
    expect(list.data!.records.map((r) => [r.name, r.mobile, r.groupName, r.fields])).toEqual([
      ['张三', '13800138000', 'A组', { city: '上海', age: '31' }],
      ['李四', '13800138001', 'A组', { city: '北京' }],
      ['孙八', null, null, { city: '广州', age: '40' }],
    ]);
    for (const r of list.data!.records) expect(r.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(list.data!.records.map((r) => r.code)).size).toBe(3);

    // A second file: a mobile already in the roll is reported against its row; English headers.
    const again = await importRows(t, owner, code, [
      ['Name', 'Mobile', 'Group'],
      ['Ann', '13800138001', 'B'],
      ['Bob', '+86 139 0000 0000', 'b'],
    ]);
    expect(again.data).toMatchObject({ rows: 2, imported: 1, groupsCreated: 1 });
    expect(again.data!.errors).toEqual([
      { row: 2, column: 'Mobile', reason: 'mobileTaken', value: '13800138001' },
    ]);
    const settings = await call(t, owner, discussionRollApi.settings, { surveyCode: code });
    expect(settings.data!.counts).toMatchObject({ total: 4, ungrouped: 1, groups: 2, waiting: 4 });
  });

  it('refuses files it cannot take, adding nothing', async () => {
    const code = await newInterviewProject(t, owner);
    expect((await importFile(t, owner, code, 'not a workbook')).code).toBe('A0106');
    expect((await importFile(t, owner, code, Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'old.xls')).code).toBe(
      'A0112',
    );
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]);
    expect((await importFile(t, owner, code, broken)).code).toBe('A0111');
    expect((await importRows(t, owner, code, [['手机号'], ['13800138000']])).code).toBe('A0109');
    const tooMany = [['姓名'], ...Array.from({ length: ROLL_IMPORT_MAX_ROWS + 1 }, (_, i) => [`p${i}`])];
    expect((await importRows(t, owner, code, tooMany)).code).toBe('A0109');
    expect((await importFile(t, owner, code, await workbookOf([]))).code).toBe('A0108');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expect((await importFile(t, owner, code, big)).code).toBe('A0110');
    expect((await call(t, owner, discussionRollApi.settings, { surveyCode: code })).data!.counts.total).toBe(
      0,
    );
  });

  it('stops at the roll’s cap, reporting the rows past it', async () => {
    const code = await newInterviewProject(t, owner);
    const surveyId = await surveyIdOf(code);
    const filler = Array.from({ length: ROLL_MAX - 1 }, (_, i) => ({
      surveyId,
      code: `F${i}`,
      name: `n${i}`,
    }));
    for (let i = 0; i < filler.length; i += 2000)
      await t.database.db.insert(discussionUsers).values(filler.slice(i, i + 2000));
    const res = await importRows(t, owner, code, [['姓名'], ['last'], ['one too many']]);
    expect(res.data).toMatchObject({ rows: 2, imported: 1 });
    expect(res.data!.errors).toEqual([{ row: 3, column: '', reason: 'rollFull', value: '' }]);
  });

  it('hands out a template with the head fields, in the caller’s language', async () => {
    const code = await newInterviewProject(t, owner);
    await call(t, owner, discussionRollApi.save, {
      surveyCode: code,
      heads: [{ key: 'store', label: '门店' }],
    });
    const zh = await getFile(t, discussionRollApi.template, { surveyCode: code }, { token: owner });
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(await rowsOf(zh.rawPayload)).toEqual([['姓名', '手机号', '分组', '门店']]);
    const en = await getFile(
      t,
      discussionRollApi.template,
      { surveyCode: code },
      { token: owner, headers: { 'accept-language': 'en' } },
    );
    expect(await rowsOf(en.rawPayload)).toEqual([['Name', 'Mobile', 'Group', '门店']]);
  });

  it('is for the owner and editors of an interview project only', async () => {
    const code = await newInterviewProject(t, owner);
    const stranger = (await registerAndLogin(t, 'sam', 'sam-pass-1')).token;
    const reader = await registerAndLogin(t, 'rae', 'rae-pass-1');
    const editor = await registerAndLogin(t, 'eli', 'eli-pass-1');
    await t.api(
      sharesApi.save,
      { code, target: 'rae', edit: false, report: true, launch: true },
      { token: owner },
    );
    await t.api(
      sharesApi.save,
      { code, target: 'eli', edit: true, report: false, launch: false },
      { token: owner },
    );
    const file = await workbookOf([['姓名'], ['甲']]);
    expect((await importFile(t, stranger, code, file)).code).toBe('A5211');
    expect((await importFile(t, reader.token, code, file)).code).toBe('A5211');
    expect((await importFile(t, stranger, code, 'garbage')).code).toBe('A5211');
    const template = await getFile(t, discussionRollApi.template, { surveyCode: code }, { token: stranger });
    expect((template.json() as Envelope<null>).code).toBe('A5211');
    expect((await importFile(t, editor.token, code, file)).data!.imported).toBe(1);
    // A survey project has no roll.
    const survey = await newSurvey(t, owner);
    expect((await importFile(t, owner, survey, file)).code).toBe('A0400');
    expect((await call(t, owner, discussionRollApi.settings, { surveyCode: survey })).code).toBe('A0400');
  });
});
