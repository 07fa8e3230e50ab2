import { nodesApi, optionsApi } from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { afterCall, allSaved, questionRows } from './support/design.ts';
import { createProject, dialog, registerUser, type Session, settled } from './support/projects.ts';

let browser: Browser;
let author: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'qed');
  page = author.page;
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });
const panel = (p: Page): Locator => p.locator('.qe-panel');
/** The option titles the panel lists, top to bottom. */
const optionTitles = (p: Page): Promise<string[]> =>
  panel(p).locator('.qe-options').first().locator('.qe-rich-title').allInnerTexts();

/** Adds a question of a type from the palette and opens it in the settings panel. */
async function addAndSelect(p: Page, type: string): Promise<void> {
  await afterCall(p, nodesApi.add, () => p.locator(`.design-palette__item[data-type="${type}"]`).click());
  await allSaved(p);
  await questionRows(p).last().locator('.design-card__select').click();
  await panel(p).waitFor();
}

/** The panel and the canvas as the author sees them, and the panel alone, full length. */
async function shootPanel(p: Page, name: string): Promise<void> {
  await settled(p);
  await capture(p, name);
  await capture(panel(p), `${name}-panel`);
}

/** A cascade template filled in: headers, then one full path per row. */
async function cascadeWorkbook(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['省', '市']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/** One author edits a multiple-choice question and a cascade question in the settings panel. */
describe('question editor', () => {
  it('edits option titles in place and adds an option', async () => {
    await createProject(page, '选项编辑');
    await page.locator('.design-canvas').waitFor();
    await addAndSelect(page, 'multiple-choice');
    expect(await optionTitles(page)).toEqual(['选项-1', '选项-2', '选项-3']);

    const first = panel(page).getByRole('textbox', { name: '选项标题：选项-1' });
    await first.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('非常满意');
    await afterCall(page, optionsApi.title, () => page.keyboard.press('Enter'));
    await afterCall(page, optionsApi.save, () =>
      panel(page).getByRole('button', { name: '添加', exact: true }).click(),
    );
    await poll(() => optionTitles(page)).toEqual(['非常满意', '选项-2', '选项-3', '选项-4']);
    // The canvas draws the same options through survey-ui.
    await poll(() => questionRows(page).last().getByText('非常满意').count()).toBe(1);

    // Advanced edit: the title editor's toolbar for an option's text.
    await panel(page).getByRole('button', { name: '高级编辑：非常满意' }).click();
    const editor = dialog(page).getByRole('textbox', { name: '高级编辑：非常满意' });
    await editor.waitFor();
    await page.keyboard.press('Control+A');
    await afterCall(page, optionsApi.title, () => dialog(page).getByRole('button', { name: '加粗' }).click());
    await settled(page);
    await capture(page, 'question-editor-option-rich-zh');
    await dialog(page).getByRole('button', { name: '完成' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => questionRows(page).last().locator('b', { hasText: '非常满意' }).count()).toBe(1);
    await poll(() => panel(page).locator('.qe-rich-title b', { hasText: '非常满意' }).count()).toBe(1);
  });

  it('pastes many options, replacing the current ones after a confirmation', async () => {
    await panel(page).getByRole('button', { name: '批量添加' }).click();
    await dialog(page).getByRole('textbox').fill('满意\n\n一般\n 不满意 \n以上都不是');
    await dialog(page).getByText('将添加 4 个').waitFor();
    await dialog(page).getByRole('radio', { name: '替换现有内容' }).check();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('现有的 4 个将被删除，替换为粘贴的 4 个。').waitFor();
    await afterCall(page, optionsApi.save, () => confirm.getByRole('button', { name: '确定' }).click());
    await poll(() => optionTitles(page)).toEqual(['满意', '一般', '不满意', '以上都不是']);
    await allSaved(page);
  });

  it('groups options and marks one exclusive', async () => {
    await panel(page).getByRole('button', { name: '分组', exact: true }).click();
    await panel(page).getByRole('checkbox', { name: '选择：满意' }).check();
    await panel(page).getByRole('checkbox', { name: '选择：一般' }).check();
    await afterCall(page, optionsApi.saveGroup, () =>
      panel(page).getByRole('button', { name: '设为一组（2）' }).click(),
    );
    await poll(() => optionTitles(page)).toEqual(['分组-1', '满意', '一般', '不满意', '以上都不是']);

    await panel(page).getByRole('button', { name: '更多操作：以上都不是' }).click();
    await afterCall(page, optionsApi.update, () => page.getByRole('menuitem', { name: '互斥' }).click());
    await panel(page).locator('.qe-option-tags').getByText('互斥').waitFor();
    await allSaved(page);
  });

  it('sorts an option by keyboard', async () => {
    const handle = panel(page).getByRole('button', { name: '拖动排序：不满意' });
    await handle.focus();
    // dnd-kit measures after each key: wait for its announcement before the next one.
    const live = page.locator('[id^="DndLiveRegion"]');
    await afterCall(page, optionsApi.sort, async () => {
      await page.keyboard.press('Space');
      await panel(page).locator('.qe-drag-handle[aria-pressed="true"]').waitFor();
      await page.keyboard.press('ArrowUp');
      await live.getByText('不满意 在 一般 的位置').waitFor();
      await page.keyboard.press('Space');
    });
    await poll(() => optionTitles(page)).toEqual(['分组-1', '满意', '不满意', '一般', '以上都不是']);
  });

  it('changes settings: a number with the input rules, required, layout', async () => {
    const columns = panel(page).getByLabel('每行列数');
    await columns.fill('');
    await columns.pressSequentially('a3x');
    expect(await columns.inputValue()).toBe('3');
    await afterCall(page, nodesApi.update, () => columns.press('Tab'));
    await afterCall(page, nodesApi.update, () => panel(page).getByRole('switch', { name: '必答' }).click());
    // antd's button-style radios hide the input under their label: click what the author sees.
    await afterCall(page, nodesApi.update, () =>
      panel(page).locator('label.ant-radio-button-wrapper', { hasText: '横向排列' }).click(),
    );
    expect(await panel(page).getByRole('radio', { name: '横向排列' }).isChecked()).toBe(true);
    await allSaved(page);
    await shootPanel(page, 'question-editor-zh');
  });

  it('uploads cascade options from an xlsx', async () => {
    await addAndSelect(page, 'cascade');
    await panel(page).getByRole('button', { name: '上传级联选项' }).click();
    await dialog(page).getByText('下载模板').waitFor();
    const input = dialog(page).locator('input[type=file]');
    await input.setInputFiles({ name: 'levels.csv', mimeType: 'text/csv', buffer: Buffer.from('a') });
    await dialog(page).getByText('上传文件格式错误，请按照模板文件格式重新上传').waitFor();

    const bytes = await cascadeWorkbook([
      ['浙江', '杭州'],
      ['浙江', '宁波'],
      ['江苏', '南京'],
    ]);
    await afterCall(page, optionsApi.cascadeUpload, () =>
      input.setInputFiles({
        name: 'levels.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: bytes,
      }),
    );
    await dialog(page).getByText('已导入，共 5 个选项').waitFor();
    await settled(page);
    await capture(dialog(page), 'question-editor-cascade-zh');
    await page.keyboard.press('Escape');
    await poll(() => optionTitles(page)).toEqual(['浙江', '杭州', '宁波', '江苏', '南京']);
    await allSaved(page);
  });

  it('finds every change after a reload', async () => {
    await page.reload();
    await questionRows(page).first().locator('.design-card__select').click();
    await panel(page).waitFor();
    expect(await optionTitles(page)).toEqual(['分组-1', '满意', '不满意', '一般', '以上都不是']);
    expect(await panel(page).getByLabel('每行列数').inputValue()).toBe('3');
    expect(await panel(page).getByRole('switch', { name: '必答' }).isChecked()).toBe(false);
    expect(await panel(page).getByRole('radio', { name: '横向排列' }).isChecked()).toBe(true);
  });
});

describe('question editor in English', () => {
  it('shows options, sub-questions and settings of a matrix', async () => {
    const en = await registerUser(browser, 'en-US', 'qen');
    await en.page.setViewportSize({ width: 1440, height: 900 });
    await createProject(en.page, 'Product feedback');
    await en.page.locator('.design-canvas').waitFor();
    await addAndSelect(en.page, 'matrix');
    await panel(en.page).getByRole('heading', { name: 'Rows (sub-questions)' }).waitFor();
    await panel(en.page).getByLabel('Type').click();
    await afterCall(en.page, nodesApi.update, () => en.page.getByTitle('Score').click());
    await allSaved(en.page);
    await shootPanel(en.page, 'question-editor-en');
    await panel(en.page)
      .getByRole('button', { name: /^Format the text: / })
      .first()
      .click();
    await dialog(en.page).getByRole('toolbar').waitFor();
    await settled(en.page);
    await capture(en.page, 'question-editor-option-rich-en');
    await dialog(en.page).getByRole('button', { name: 'Done' }).click();
    await en.context.close();
  });
});
