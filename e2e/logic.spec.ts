import { logicApi, nodesApi } from '@cairn/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { afterCall, allSaved, questionRows } from './support/design.ts';
import { pickInDialog } from './support/dialog-select.ts';
import {
  confirmPop,
  createProject,
  dialog,
  registerUser,
  type Session,
  settled,
} from './support/projects.ts';
import { answerOf } from './support/response-of.ts';

let browser: Browser;
let author: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'lgc');
  page = author.page;
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });
const section = (p: Page): Locator => p.locator('.logic-section');
const ruleItems = (p: Page): Locator => section(p).locator('.logic-section__rule');

async function addQuestion(p: Page, type: string): Promise<void> {
  await afterCall(p, nodesApi.add, () => p.locator(`.design-palette__item[data-type="${type}"]`).click());
  await allSaved(p);
}

async function select(p: Page, index: number): Promise<void> {
  await questionRows(p).nth(index).locator('.design-card__select').click();
  await section(p).scrollIntoViewIfNeeded();
}

const pick = pickInDialog;

/** Saves the open rule dialog and waits for the logic call's answer. */
async function saveRule(p: Page): Promise<void> {
  const answered = answerOf(p, logicApi.save);
  await dialog(p)
    .getByRole('button', { name: /保\s*存|Save/ })
    .click();
  const body = (await (await answered).json()) as { code: string; message: string };
  if (body.code !== '00000') throw new Error(`logic/save answered ${body.code} ${body.message}`);
  await dialog(p).waitFor({ state: 'detached' });
}

async function shootScreen(p: Page, name: string, part?: Locator): Promise<void> {
  await settled(p);
  await capture(part ?? p, name);
}

/** One author builds a rule of every type on four questions, reloads, undoes, and deletes a referred question. */
describe('logic editor', () => {
  it('builds a jump, a display, a carry forward, an option display and a validation', async () => {
    await createProject(page, '逻辑设置');
    await page.locator('.design-canvas').waitFor();
    for (const type of ['single-choice', 'multiple-choice', 'open-text', 'single-choice'])
      await addQuestion(page, type);
    expect(await questionRows(page).count()).toBe(4);

    // Q1: jump to Q4 when option 1 is chosen.
    await select(page, 0);
    expect(await section(page).getByText('本题还没有逻辑').count()).toBe(1);
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '题目 1', /^Q1/);
    await pick(page, '判断 1', '包含');
    await pick(page, '选项 1', '选项-1');
    await pick(page, '跳转到', /^Q4/);
    await shootScreen(page, 'logic-modal-zh', dialog(page));
    await saveRule(page);
    await poll(() => ruleItems(page).count()).toBe(1);
    expect(await ruleItems(page).first().textContent()).toContain('跳转到 Q4');

    // Q3: hidden when Q2 has option 2; validated when left empty.
    await select(page, 2);
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '逻辑类型', '显示');
    await pick(page, '题目 1', /^Q2/);
    await pick(page, '判断 1', '包含');
    await pick(page, '选项 1', '选项-2');
    await dialog(page).getByRole('radio', { name: '隐藏' }).check();
    await saveRule(page);
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '逻辑类型', '校验');
    await pick(page, '题目 1', /^Q3/);
    await pick(page, '判断 1', '未回答');
    await dialog(page).getByRole('textbox', { name: '提示文字' }).fill('请多写几句');
    await saveRule(page);
    await poll(() => ruleItems(page).count()).toBe(2);

    // Q4: carries Q2's checked options, hides its option 1 when Q1 has option 3.
    await select(page, 3);
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '逻辑类型', '选项带入');
    await dialog(page).getByRole('checkbox', { name: '总是（不设条件）' }).check();
    await pick(page, '来源题目', /^Q2/);
    await saveRule(page);
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '逻辑类型', '选项显示');
    await pick(page, '题目 1', /^Q1/);
    await pick(page, '判断 1', '包含');
    await pick(page, '选项 1', '选项-3');
    await dialog(page).getByRole('radio', { name: '隐藏', exact: true }).check();
    await pick(page, '选项', '选项-1');
    await saveRule(page);
    await poll(() => ruleItems(page).count()).toBe(2);
    await shootScreen(page, 'logic-panel-zh');
    await shootScreen(page, 'logic-section-zh', section(page));
  });

  it('shows the rules and badges after a reload', async () => {
    await page.reload();
    await page.locator('.design-canvas').waitFor();
    await poll(() => page.locator('.logic-badge').allTextContents()).toEqual(['逻辑 1', '逻辑 2', '逻辑 2']);
    await select(page, 2);
    await poll(() => ruleItems(page).allTextContents()).toEqual([
      expect.stringContaining('隐藏本题'),
      expect.stringContaining('请多写几句'),
    ]);
  });

  it('deletes a rule after a confirmation, and the undo button brings it back', async () => {
    const removed = answerOf(page, logicApi.remove);
    await confirmPop(
      page,
      section(page)
        .locator('.logic-section__rule')
        .first()
        .getByRole('button', { name: /^删\s*除$/ }),
      /删\s*除/,
    );
    await removed;
    await poll(() => ruleItems(page).count()).toBe(1);
    const restored = answerOf(page, logicApi.save);
    await section(page)
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await restored;
    await poll(() => ruleItems(page).count()).toBe(2);
  });

  it('asks before deleting a question logic refers to, and deletes the rules too when forced', async () => {
    await select(page, 1);
    // A click on the row's button can be lost while the selected row re-renders: click until the
    // confirm shows, as a person who sees nothing happen would.
    const confirm = page.locator('.ant-modal-confirm:visible');
    for (let attempt = 1; !(await confirm.isVisible()); attempt++) {
      await questionRows(page).nth(1).getByRole('button', { name: '删除', exact: true }).click();
      await confirm.waitFor({ timeout: 5_000 }).catch((error: unknown) => {
        if (attempt >= 3) throw error;
      });
    }
    await settled(page);
    const refused = answerOf(page, nodesApi.remove);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    expect(((await (await refused).json()) as { code: string }).code).toBe('00001');
    const linked = page.getByTestId('linked-logic');
    await linked.waitFor();
    expect(await linked.locator('li').count()).toBe(2);
    await shootScreen(page, 'logic-linked-zh');
    await afterCall(page, nodesApi.remove, () => page.getByRole('button', { name: '仍然删除' }).click());
    await allSaved(page);
    expect(await questionRows(page).count()).toBe(3);
    await poll(() => page.locator('.logic-badge').allTextContents()).toEqual(['逻辑 1', '逻辑 1', '逻辑 1']);
  });
});

describe('logic editor in English', () => {
  it('shows the rule dialog in English', async () => {
    const en = await registerUser(browser, 'en-US', 'lge');
    try {
      const p = en.page;
      await p.setViewportSize({ width: 1440, height: 900 });
      await createProject(p, 'Logic');
      await p.locator('.design-canvas').waitFor();
      for (const type of ['single-choice', 'matrix', 'single-choice']) await addQuestion(p, type);
      await select(p, 2);
      await section(p).getByRole('button', { name: 'Add logic' }).click();
      await pick(p, 'Logic type', 'Display');
      await pick(p, 'Question 1', /^Q2/);
      await pick(p, 'Test 1', 'has all of');
      await pick(p, 'Row 1', /./);
      await pick(p, 'Options 1', /./);
      await dialog(p).getByRole('button', { name: 'Add condition' }).click();
      await pick(p, 'Question 2', /^Q1/);
      await shootScreen(p, 'logic-modal-en', dialog(p));
      await saveRule(p);
      await poll(() => ruleItems(p).count()).toBe(1);
      await shootScreen(p, 'logic-panel-en');
      await shootScreen(p, 'logic-section-en', section(p));
    } finally {
      await en.context.close();
    }
  });
});
