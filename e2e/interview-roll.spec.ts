import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discussionRollApi, fullPath, nodesApi, publishingApi } from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser, shoot } from './support/browser.ts';
import { afterCall, allSaved } from './support/design.ts';
import { journeyLocales } from './support/journey-locales.ts';
import {
  createProject,
  dialog,
  type Locale,
  registerUser,
  type Session,
  settled,
} from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

/**
 * Issue 24 part A, the interviewee roll, end to end: an interview project is refused publishing
 * (A5505) with a "go upload" button that opens the interviewee page; a custom column is added; an
 * xlsx made here with exceljs is imported, one bad row (a repeated mobile) reported; the groups
 * the file named are there, a member is moved into a new group; then publishing succeeds.
 */
const WORDS = {
  'zh-CN': {
    lang: 'zh',
    publish: '发布',
    goUpload: '去上传',
    empty: '还没有受访者',
    columns: '表头字段',
    addColumn: '添加字段',
    columnName: '字段名称',
    save: '保存',
    importList: '导入名单',
    headers: ['姓名', '手机号', '分组', '城市'],
    city: '城市',
    uploading: /^正在上传文件：[1-9]\d?%$/,
    processing: '已上传，正在读取并导入…',
    result: '共 4 行，已导入 3 行',
    repeated: '手机号与文件中前面的行重复',
    done: '完成',
    groupsNav: '分组管理',
    newGroup: '新建分组',
    groupName: '分组名称',
    moveTo: '移动到',
    moved: '已移动 1 人',
    groupA: '一组',
    groupB: '二组',
    groupC: '三组',
    edit: '编辑',
    cancel: '取消',
  },
  'en-US': {
    lang: 'en',
    publish: 'Publish',
    goUpload: 'Go upload',
    empty: 'No interviewees yet',
    columns: 'Columns',
    addColumn: 'Add column',
    columnName: 'Column name',
    save: 'Save',
    importList: 'Import list',
    headers: ['Name', 'Mobile', 'Group', 'City'],
    city: 'City',
    uploading: /^Uploading the file: [1-9]\d?%$/,
    processing: 'Uploaded. Reading the rows and importing…',
    result: '4 rows, 3 imported',
    repeated: 'The mobile repeats an earlier row of the file',
    done: 'Done',
    groupsNav: 'Groups',
    newGroup: 'New group',
    groupName: 'Group name',
    moveTo: 'Move to',
    moved: '1 moved',
    groupA: 'Team A',
    groupB: 'Team B',
    groupC: 'Team C',
    edit: 'Edit',
    cancel: 'Cancel',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The roll file: three good rows over two groups, and a fourth repeating the first's mobile. */
async function rollFile(w: (typeof WORDS)[Locale]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...w.headers]);
  sheet.addRow(['Ann', '13800138001', w.groupA, 'Shanghai']);
  sheet.addRow(['Bo', '13800138002', w.groupA, 'Beijing']);
  sheet.addRow(['Cai', '13800138003', w.groupB, 'Shenzhen']);
  sheet.addRow(['Dee', '13800138001', w.groupB, 'Hangzhou']);
  // A second sheet of notes the import does not read: a file large enough (some 250 kB) for its
  // upload to take a couple of seconds on the slow line below.
  const notes = workbook.addWorksheet('Notes');
  for (let i = 0; i < 3000; i++) notes.addRow([randomBytes(64).toString('hex')]);
  const path = join(tmpdir(), `roll-${w.lang}-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return path;
}

/**
 * Chromium's network emulation: a slow line (bytes a second each way), so the import's upload
 * percentage and then its "processing" stay on screen long enough to be seen; `null` lifts it.
 */
async function slowLine(cdp: CDPSession, bytesPerSecond: { up: number; down: number } | null) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: bytesPerSecond?.up ?? -1,
    downloadThroughput: bytesPerSecond?.down ?? -1,
  });
}

async function publish(page: Page, code: string, w: (typeof WORDS)[Locale]) {
  await page.goto(`/designer/project/${code}/launch/base`);
  const answer = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(publishingApi.launch));
  await page.locator('.launch-status').getByRole('button', { name: w.publish, exact: true }).click();
  return (await (await answer).json()) as { code: string; data: { publishedVersion: number } };
}

describe.each(journeyLocales(['zh-CN', 'en-US'] as const))('interview roll (%s)', (locale) => {
  const w = WORDS[locale];
  let author: Session;
  let page: Page;
  let code = '';

  it('refuses to publish without interviewees and leads to the interviewee page', async () => {
    author = await registerUser(browser, locale, 'roll');
    page = author.page;
    code = await createProject(page, w.lang === 'zh' ? '门店店员访谈' : 'Store staff interviews', 1);
    await page.goto(`/designer/project/${code}/design`);
    await page.locator('.design-canvas').waitFor();
    await afterCall(page, nodesApi.add, () =>
      page.locator('.design-palette__item[data-type="single-choice"]').click(),
    );
    await allSaved(page);
    expect((await publish(page, code, w)).code).toBe('A5505');
    await dialog(page).getByRole('button', { name: w.goUpload }).click();
    await page.waitForURL((url) => url.pathname === `/designer/project/${code}/user`);
    await page.getByText(w.empty).waitFor();
    await settled(page);
    await shoot(page, `interview-roll-empty-${w.lang}`);
  });

  it('adds a column and imports the roll, reporting the bad row', async () => {
    await page.getByRole('button', { name: w.columns }).click();
    await dialog(page).getByRole('button', { name: w.addColumn }).click();
    await dialog(page).getByRole('textbox', { name: w.columnName }).fill(w.city);
    await settled(page);
    await shoot(page, `interview-roll-columns-${w.lang}`);
    await afterCall(page, discussionRollApi.save, () =>
      dialog(page).getByRole('button', { name: w.save }).click(),
    );
    await page.getByRole('columnheader', { name: w.city }).waitFor();

    await page.getByRole('button', { name: w.importList }).first().click();
    const imported = responseOf(
      page,
      (r) => new URL(r.url()).pathname === fullPath(discussionRollApi.importRoll),
    );
    await settled(page);
    const cdp = await page.context().newCDPSession(page);
    await slowLine(cdp, { up: 100_000, down: 300 });
    await dialog(page)
      .locator('input[type="file"]')
      .setInputFiles(await rollFile(w));
    // The real share of the file sent, then "processing" once it is all up and the server reads it.
    await dialog(page).getByRole('status').getByText(w.uploading).waitFor();
    // Taken at once: the bar's width moves with every step until the file is up, so waiting for
    // the page to stand still (shoot) would wait for the upload to end.
    await capture(page, `interview-roll-import-uploading-${w.lang}`);
    await dialog(page).getByRole('status').getByText(w.processing).waitFor();
    await shoot(page, `interview-roll-import-processing-${w.lang}`, false);
    expect(((await (await imported).json()) as { code: string }).code).toBe('00000');
    await slowLine(cdp, null);
    await cdp.detach();
    await dialog(page).getByText(w.result).waitFor();
    await dialog(page).getByText(w.repeated).waitFor();
    await settled(page);
    await shoot(page, `interview-roll-import-report-${w.lang}`);
    await dialog(page).getByRole('button', { name: w.done }).click();
    await page.locator('.roll-table').getByRole('cell', { name: 'Cai', exact: true }).waitFor();
    await page.locator('.roll-table').getByRole('cell', { name: 'Shenzhen', exact: true }).waitFor();
    expect(await page.locator('.roll-table tbody tr.ant-table-row').count()).toBe(3);
    await settled(page);
    await shoot(page, `interview-roll-list-${w.lang}`);
    await page.getByRole('button', { name: `${w.edit} Cai` }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('textbox', { name: w.city }).waitFor();
    expect(await drawer.getByRole('textbox', { name: w.city }).inputValue()).toBe('Shenzhen');
    await settled(page);
    await shoot(page, `interview-roll-edit-${w.lang}`);
    await drawer.getByRole('button', { name: w.cancel }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows the groups the file named and moves a member into a new group', async () => {
    await page.getByRole('link', { name: w.groupsNav }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/user/group'));
    const groups = page.locator('.roll-groups__list');
    await groups.getByRole('button', { name: `${w.groupA} 2` }).waitFor();
    await groups.getByRole('button', { name: `${w.groupB} 1` }).waitFor();
    await page.getByRole('button', { name: w.newGroup }).click();
    await dialog(page).getByRole('textbox', { name: w.groupName }).fill(w.groupC);
    await afterCall(page, discussionRollApi.saveGroup, () =>
      dialog(page).getByRole('button', { name: w.save }).click(),
    );
    await groups.getByRole('button', { name: `${w.groupC} 0` }).waitFor();
    await groups.getByRole('button', { name: `${w.groupA} 2` }).click();
    const members = page.locator('.roll-groups__members');
    await members.getByRole('cell', { name: 'Bo', exact: true }).waitFor();
    await members.getByRole('row', { name: /Bo/ }).getByRole('checkbox').check();
    await members.getByRole('combobox', { name: w.moveTo }).click();
    await page.locator('.ant-select-dropdown:visible').getByText(w.groupC, { exact: true }).click();
    await afterCall(page, discussionRollApi.updateGroup, () =>
      members
        .getByRole('button', { name: new RegExp(w.lang === 'zh' ? '移动所选' : 'Move selected') })
        .click(),
    );
    await page.getByText(w.moved).waitFor();
    await groups.getByRole('button', { name: `${w.groupC} 1` }).waitFor();
    await groups.getByRole('button', { name: `${w.groupA} 1` }).waitFor();
    await settled(page);
    await shoot(page, `interview-roll-groups-${w.lang}`);
  });

  it('publishes once the roll holds interviewees', async () => {
    const answer = await publish(page, code, w);
    expect(answer.code).toBe('00000');
    expect(answer.data.publishedVersion).toBe(1);
    await author.context.close();
  });
});
