import { nodesApi, trashApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import {
  afterCall,
  allSaved,
  canvasText,
  chooseDesignMore,
  codes,
  dragRow,
  keyboardMoveDown,
  openDesign,
  questionRows,
  rows,
  shootCanvas,
} from './support/design.ts';
import { closeOverlay, createProject, registerUser, type Session, settled } from './support/projects.ts';
import { answerOf } from './support/response-of.ts';

let browser: Browser;
let author: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'des');
  page = author.page;
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });
const palette = (p: Page) => p.locator('.design-palette__item');

/** One author builds one survey on the design tab; each step starts where the previous ended. */
describe('design tab', () => {
  it('opens a new survey with its first group and every question type in the palette', async () => {
    await createProject(page, '员工满意度调查');
    await page.locator('.design-canvas').waitFor();
    expect(await page.locator('.project-header__title').textContent()).toBe('员工满意度调查');
    expect(
      await page.getByRole('navigation', { name: '问卷导航' }).getByRole('link').allTextContents(),
    ).toEqual(['问卷设计', '问卷流程', '问卷设置', '外观主题', '发布', '报表']);
    expect(await canvasText(page)).toEqual(['group  分组1']);
    expect(await palette(page).count()).toBe(36);
  });

  it('opens the draft preview in a new tab from the header', async () => {
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: '预览' }).click(),
    ]);
    await preview.waitForURL(/\/r\/\w+\?preview=1$/);
    // The draft is read through the author's preview call: a published-only page would say the
    // survey does not exist; this empty draft has no questions yet.
    await preview.locator('.respond-access[data-state="no_questions"]').waitFor();
    await preview.close();
  });

  it('adds one question of every type, each after the one added before', async () => {
    const count = await palette(page).count();
    for (let i = 0; i < count; i++) await palette(page).nth(i).click();
    await allSaved(page);
    expect(await rows(page).count()).toBe(count + 1);
    // Every type drew through survey-ui (groups are the designer's own header rows).
    expect(await page.locator('.design-row:not(.design-row--group) .cairn-question').count()).toBe(count - 1);
    expect(await codes(page)).toEqual(
      Array.from({ length: await codes(page).then((c) => c.length) }, (_, i) => `Q${i + 1}`),
    );
  });

  it('edits a title in place with bold text', async () => {
    await questionRows(page).first().locator('.cairn-question__text').click();
    const area = page.getByRole('textbox', { name: /^编辑标题/ });
    await area.waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('您对工作环境满意吗？');
    await page.keyboard.press('Control+A');
    await afterCall(page, nodesApi.update, () => page.getByRole('button', { name: '加粗' }).click());
    await page.keyboard.press('Enter');
    await allSaved(page);
    const title = questionRows(page).first().locator('.cairn-question__text');
    expect(await title.textContent()).toBe('您对工作环境满意吗？');
    expect(await title.locator('b, strong').count()).toBe(1);
  });

  it('reorders by mouse drag and by keyboard, sent after the drop', async () => {
    const [first, second] = (await codes(page)).slice(0, 2);
    await afterCall(page, nodesApi.sort, () =>
      dragRow(page, questionRows(page).nth(1), questionRows(page).nth(0)),
    );
    expect((await codes(page)).slice(0, 2)).toEqual([second, first]);

    await afterCall(page, nodesApi.sort, () => keyboardMoveDown(page, questionRows(page).first()));
    expect((await codes(page)).slice(0, 2)).toEqual([first, second]);
    await allSaved(page);
  });

  it('copies a question and deletes one after the 删除确认 dialog', async () => {
    const before = await rows(page).count();
    const row = questionRows(page).nth(1);
    await row.hover();
    await afterCall(page, nodesApi.copy, () => row.getByRole('button', { name: '复制' }).click());
    await poll(() => rows(page).count()).toBe(before + 1);
    const copied = questionRows(page).nth(2);
    const code = (await copied.locator('.cairn-question__code').textContent()) ?? '';
    await copied.hover();
    await copied.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除确认' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(code);
    await afterCall(page, nodesApi.remove, () => confirm.getByRole('button', { name: '删除' }).click());
    await poll(() => rows(page).count()).toBe(before);
    expect(await codes(page)).not.toContain(code);
  });

  it('restores a question from the trash to where it was, and deletes another for good', async () => {
    const order = await codes(page);
    const gone = order[3] as string;
    const row = questionRows(page).nth(3);
    await row.hover();
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除确认' });
    await afterCall(page, nodesApi.remove, () => confirm.getByRole('button', { name: '删除' }).click());
    await settled(page);
    await page.getByRole('button', { name: '回收站' }).click();
    const drawer = page.getByRole('dialog', { name: '回收站' });
    await drawer.getByText(gone, { exact: false }).first().waitFor();
    const restore = drawer.getByRole('button', { name: new RegExp(`^恢复 ${gone} `) });
    await afterCall(page, trashApi.recover, () => restore.click());
    await poll(() => codes(page)).toEqual(order);
    // The drawer lists what is left only once the restore is answered; purge one of those.
    await restore.waitFor({ state: 'detached' });

    const purge = drawer.getByRole('button', { name: /^彻底删除 / }).first();
    await purge.click();
    const purgeConfirm = page.getByRole('dialog', { name: '彻底删除' });
    await purgeConfirm.getByText('删除后无法恢复', { exact: false }).waitFor();
    await afterCall(page, trashApi.purgeOne, () =>
      purgeConfirm.getByRole('button', { name: '彻底删除' }).click(),
    );
    await drawer.getByText('回收站是空的').waitFor();
    await closeOverlay(page, drawer, drawer.locator('.ant-drawer-close'));
    await settled(page);
  });

  it('codes questions automatically from a prefix', async () => {
    const prefix = page.getByLabel('编号前缀');
    await chooseDesignMore(page, '自动题目编号', prefix);
    await prefix.fill('');
    await prefix.pressSequentially('1员A_工.');
    expect(await prefix.inputValue()).toBe('A_.');
    const modal = page.getByRole('dialog', { name: '自动题目编号' });
    await afterCall(page, nodesApi.autoCode, () => modal.getByRole('button', { name: '开始编号' }).click());
    await poll(() => codes(page).then((list) => list.slice(0, 2))).toEqual(['A_.1', 'A_.2']);
    await allSaved(page);
  });

  it('finds a question by code and selects it', async () => {
    const search = page.getByRole('combobox', { name: '搜索题目' });
    await search.click();
    await search.fill('A_.5');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^A_\.5 / })
      .waitFor();
    await search.press('Enter');
    await poll(() => page.locator('.design-row.is-selected .cairn-question__code').textContent()).toBe(
      'A_.5',
    );
  });

  it('finds the same survey after a reload', async () => {
    const before = await canvasText(page);
    await page.reload();
    await questionRows(page).first().waitFor();
    expect(await canvasText(page)).toEqual(before);
  });

  it('looks right in Chinese on a desktop and a 390 px phone', async () => {
    await questionRows(page).first().locator('.design-card__select').click();
    await page.locator('.design-workspace__panel .qe-panel').waitFor();
    await shootCanvas(page, 'design-zh');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.design-workspace__palette').waitFor({ state: 'detached' });
    await shootCanvas(page, 'design-zh-phone');
    await page.getByRole('button', { name: '添加题目' }).click();
    await page.locator('.ant-drawer .design-palette').waitFor();
    await settled(page);
    await shootCanvas(page, 'design-zh-phone-palette');
    await page.keyboard.press('Escape');
    await page.locator('.ant-drawer .design-palette').waitFor({ state: 'hidden' });
    // The search list fits the phone's width.
    await page.getByRole('combobox', { name: '搜索题目' }).click();
    const list = page.locator('.ant-select-dropdown:visible');
    await list.waitFor();
    await settled(page);
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shoot(page, 'design-zh-phone-search', false);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('two tabs on one survey', () => {
  it('the stale tab gets the conflict message and reloads instead of overwriting', async () => {
    const code = await createProject(page, '冲突测试');
    await page.locator('.design-canvas').waitFor();
    const other = await author.context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await openDesign(other, code);

    await afterCall(page, nodesApi.add, () => palette(page).filter({ hasText: 'NPS' }).click());
    const refused = answerOf(other, nodesApi.add);
    await palette(other).filter({ hasText: '滑动条' }).click();
    expect(((await (await refused).json()) as { code: string }).code).toBe('A0120');
    await other.getByText('问卷已在其他地方被修改', { exact: false }).waitFor();
    await poll(() => other.locator('.design-row--question .design-card__select').allTextContents()).toEqual([
      'NPS 题',
    ]);
    await other.locator('.save-indicator--conflict').waitFor();

    // Reloaded to the stored version: its next edit goes through.
    await afterCall(other, nodesApi.add, () => palette(other).filter({ hasText: '滑动条' }).click());
    await page.reload();
    await poll(() => page.locator('.design-row--question .design-card__select').allTextContents()).toEqual([
      'NPS 题',
      '滑动条',
    ]);
    await other.close();
  });
});

describe('in English', () => {
  it('looks right on a desktop and a 390 px phone', async () => {
    const en = await registerUser(browser, 'en-US', 'den');
    await en.page.setViewportSize({ width: 1440, height: 900 });
    await createProject(en.page, 'Customer satisfaction');
    await en.page.locator('.design-canvas').waitFor();
    for (const type of [
      'single-choice',
      'multiple-choice',
      'matrix',
      'nps',
      'open-text',
      'page-break',
      'rate',
    ]) {
      await en.page.locator(`.design-palette__item[data-type="${type}"]`).click();
    }
    await allSaved(en.page);
    await questionRows(en.page).first().locator('.design-card__select').click();
    await en.page.locator('.design-workspace__panel .qe-panel').waitFor();
    await shootCanvas(en.page, 'design-en');
    await en.page.setViewportSize({ width: 390, height: 844 });
    await en.page.locator('.design-workspace__palette').waitFor({ state: 'detached' });
    await shootCanvas(en.page, 'design-en-phone');
    await en.context.close();
  });
});
