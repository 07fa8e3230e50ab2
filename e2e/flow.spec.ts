import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { allSaved } from './support/design.ts';
import { journeyLocales } from './support/journey-locales.ts';
import {
  createProject,
  dialog,
  type Locale,
  registerUser,
  type Session,
  settled,
} from './support/projects.ts';

let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/** A survey of a single choice and three open questions, made on the design tab. */
async function surveyWithQuestions(page: Page, title: string): Promise<string> {
  const code = await createProject(page, title);
  await page.locator('.design-canvas').waitFor();
  for (const type of ['single-choice', 'open-text', 'open-text', 'open-text'])
    await page.locator(`.design-palette__item[data-type="${type}"]`).click();
  await allSaved(page);
  return code;
}

async function openFlow(page: Page, code: string): Promise<void> {
  await page.goto(`/designer/project/${code}/flow`);
  await page.locator('.react-flow__node-start').waitFor();
  await settled(page);
}

const pathNodes = (page: Page) => page.locator('.react-flow__node-path');
const blockTitles = (page: Page) =>
  page.locator('.react-flow__node-block .flow-node__lines').allTextContents();

/** Chooses `label` in the antd Select opened from `select`. */
async function choose(page: Page, select: ReturnType<Page['locator']>, label: string): Promise<void> {
  await select.click();
  await settled(page);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: label })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await settled(page);
}

const TEXT = {
  'zh-CN': {
    branchOn: '开启分支',
    apply: '应用条件',
    addItem: '添加条件',
    options: '选项',
    save: '保存',
    saved: '所有修改已保存',
    order: '顺序模式',
    random: '随机',
    fixed: '固定位置',
    leave: '确认离开',
    stay: '取消',
    design: '问卷设计',
    loopSource: '循环来源题目',
    loopApply: '应用循环设置',
  },
  'en-US': {
    branchOn: 'Turn branching on',
    apply: 'Apply condition',
    addItem: 'Add condition',
    options: 'Options',
    save: 'Save',
    saved: 'All changes saved',
    order: 'Order mode',
    random: 'Random',
    fixed: 'Keep fixed',
    leave: 'Leave',
    stay: 'Stay',
    design: 'Design',
    loopSource: 'Source question',
    loopApply: 'Apply loop settings',
  },
} as const;

describe.each(journeyLocales(['zh-CN', 'en-US'] as Locale[]))('flow tab (%s)', (locale) => {
  const text = TEXT[locale as keyof typeof TEXT];
  const lang = locale === 'zh-CN' ? 'zh' : 'en';
  let page: Page;
  let code: string;

  beforeAll(async () => {
    const session = await registerUser(browser, locale, `flow${lang}`);
    sessions.push(session);
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    code = await surveyWithQuestions(page, lang === 'zh' ? '流程测试' : 'Flow test');
  });

  it('draws the survey from start to end, with the flow tab in the header', async () => {
    await openFlow(page, code);
    expect(await page.locator('.react-flow__node-end').count()).toBe(1);
    expect((await blockTitles(page)).join(' ')).toContain('Q4');
    await shoot(page, `flow-${lang}-1-start`);
    // Keyboard: every node is a button; Enter opens its editor in the panel.
    await page.locator('.react-flow__node-block .flow-node__button').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: text.branchOn }).waitFor();
  });

  it('turns branching on around Q2–Q3, sets path 1’s condition on Q1 and an order mode, all unsaved', async () => {
    await page.locator('.react-flow__node-block .flow-node__button').first().click();
    await choose(page, page.locator('.flow-branch-from'), 'Q2');
    await choose(page, page.locator('.flow-branch-to'), 'Q3');
    await page.getByRole('button', { name: text.branchOn }).click();
    await poll(() => pathNodes(page).count()).toBe(2);
    // The new first path is open in the panel: condition "Q1 checked option 1".
    await page.getByRole('button', { name: text.addItem }).click();
    await choose(page, page.getByLabel(text.options, { exact: true }), lang === 'zh' ? '选项-1' : 'Option 1');
    await page.getByRole('button', { name: text.apply }).click();
    await poll(() => pathNodes(page).first().locator('.flow-node__condition').textContent()).toContain('Q1');
    await choose(page, page.getByLabel(text.order), text.random);
    await choose(page, page.getByLabel(text.fixed), 'Q3');
    await expect(page.locator('.flow-unsaved').textContent()).resolves.toMatch(/4/);
    await shoot(page, `flow-${lang}-2-unsaved`);
  });

  it('saves with one button, and the flow survives a reload', async () => {
    await page.locator('.flow-save').click();
    await page.getByText(text.saved).waitFor();
    await openFlow(page, code);
    await poll(() => pathNodes(page).count()).toBe(2);
    expect(await pathNodes(page).first().locator('.flow-node__condition').textContent()).toContain('Q1');
    await pathNodes(page).first().locator('.flow-node__button').click();
    expect(await page.locator('.flow-order .ant-select').first().textContent()).toContain(text.random);
    await shoot(page, `flow-${lang}-3-saved`);
  });

  it('asks before leaving with unsaved changes: stay keeps them, leave goes', async () => {
    await page.getByRole('button', { name: lang === 'zh' ? '添加路径' : 'Add path' }).click();
    await poll(() => pathNodes(page).count()).toBe(3);
    await page.getByRole('link', { name: text.design }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).textContent()).toContain(lang === 'zh' ? '温馨提示' : 'Friendly reminder');
    await shoot(page, `flow-${lang}-4-leave-confirm`);
    await dialog(page).getByRole('button', { name: text.stay }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await settled(page);
    expect(new URL(page.url()).pathname).toBe(`/designer/project/${code}/flow`);
    expect(await pathNodes(page).count()).toBe(3);
    await page.getByRole('link', { name: text.design }).click();
    await dialog(page).getByRole('button', { name: text.leave }).click();
    await page.waitForURL(`**/project/${code}/design`);
    // The unsaved third path was not stored.
    await openFlow(page, code);
    await poll(() => pathNodes(page).count()).toBe(2);
  });

  it('sets a loop over the options chosen in Q1 and saves it', async () => {
    await page.goto(`/designer/project/${code}/design`);
    await page.locator('.design-canvas').waitFor();
    await page.locator('.design-palette__item[data-type="loop"]').click();
    await allSaved(page);
    await openFlow(page, code);
    await page.locator('.react-flow__node-loop .flow-node__button').click();
    await choose(page, page.getByLabel(text.loopSource), 'Q1');
    await page.getByRole('button', { name: text.loopApply }).click();
    await poll(() => page.locator('.react-flow__node-loop .flow-node__title').textContent()).toContain('Q1');
    await page.locator('.flow-save').click();
    await page.getByText(text.saved).waitFor();
    await shoot(page, `flow-${lang}-5-loop`);
    await openFlow(page, code);
    expect(await page.locator('.react-flow__node-loop .flow-node__title').textContent()).toContain('Q1');
  });
});
