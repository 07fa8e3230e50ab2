import { type EndpointFacts, inviteApi, projectsApi, quotaApi, settingsApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { allSaved, openDesignMore } from './support/design.ts';
import { solidPng } from './support/libraries.ts';
import { createProject, dialog, registerUser, type Session, settled } from './support/projects.ts';
import { answerOf } from './support/response-of.ts';

let browser: Browser;
let author: Session;
let page: Page;
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'set');
  page = author.page;
  await page.setViewportSize({ width: 1366, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

/** A full-page shot from the top (the project header is sticky: a scrolled window would draw it mid-page). */
async function shootTop(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await shoot(p, name);
}

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/** Runs `action` and answers the body of the described call `endpoint`. */
async function call(p: Page, endpoint: EndpointFacts, action: () => Promise<unknown>) {
  const answered = answerOf(p, endpoint);
  await action();
  return (await (await answered).json()) as { code: string; data: unknown };
}

const section = (p: Page, name: string) =>
  p.getByRole('navigation', { name: '设置分类' }).getByRole('link', { name });
const save = (p: Page) => p.locator('.setting-savebar').getByRole('button', { name: /^保\s?存$/ });

/** One author sets up one survey's settings; each step starts where the previous ended. */
describe('settings tab', () => {
  it('switches the design tab’s extra-menu toggles, stored as survey settings', async () => {
    code = await createProject(page, '门店体验调查');
    await page.locator('.design-canvas').waitFor();
    // A single-choice question for the quota later.
    await page.locator('.design-palette__item').first().click();
    await allSaved(page);
    await openDesignMore(page);
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      '一页一题',
      '显示选项编号',
      '题目标签',
      '自动题目编号',
    ]);
    const answer = await call(page, settingsApi.save, () =>
      menu.getByRole('menuitem', { name: '一页一题' }).click(),
    );
    expect(answer.code).toBe('00000');
    await openDesignMore(page);
    await poll(() => page.getByRole('menuitem', { name: '一页一题 (已开启)' }).count()).toBe(1);
    await settled(page);
    await shootTop(page, 'settings-design-menu-zh');
    await page.keyboard.press('Escape');
    // The next tree edit still carries the right edit version.
    await page.locator('.design-palette__item').first().click();
    await allSaved(page);
    expect(await page.locator('.save-indicator--conflict').count()).toBe(0);
  });

  it('edits the base settings with a start before the end, and keeps them over a reload', async () => {
    await page.getByRole('navigation', { name: '问卷导航' }).getByRole('link', { name: '问卷设置' }).click();
    await page.waitForURL(`**/project/${code}/setting/base`);
    await page.getByLabel('问卷说明').fill('了解顾客在门店的体验');
    await page.getByLabel('开始时间').click();
    await page.getByLabel('开始时间').fill('2030-01-10 09:00');
    await page.keyboard.press('Enter');
    await page.getByLabel('结束时间').click();
    await page.getByLabel('结束时间').fill('2030-01-01 09:00');
    await page.keyboard.press('Enter');
    await save(page).click();
    await page.getByText('开始时间必须早于结束时间').waitFor();
    await page.getByLabel('结束时间').click();
    await page.getByLabel('结束时间').fill('2030-02-01 18:00');
    await page.keyboard.press('Enter');
    expect(await page.locator('.setting-savebar__state').textContent()).toBe('有未保存的修改');
    const saved = await call(page, projectsApi.saveBase, () => save(page).click());
    expect(saved.code).toBe('00000');
    await poll(() => page.locator('.setting-savebar__state').textContent()).toBe('');
    await page.reload();
    await page.getByLabel('问卷说明').waitFor();
    expect(await page.getByLabel('问卷说明').inputValue()).toBe('了解顾客在门店的体验');
    expect(await page.getByLabel('开始时间').inputValue()).toBe('2030-01-10 09:00');
    expect(await page.getByLabel('结束时间').inputValue()).toBe('2030-02-01 18:00');
    expect(
      await page
        .getByLabel('时区')
        .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')
        .textContent(),
    ).toContain('Asia/Shanghai');
    await settled(page);
    await shootTop(page, 'settings-base-zh');
  });

  it('sets a password, a daily device limit and invitation codes; lists generated codes', async () => {
    await section(page, '答题设置').click();
    await page.getByRole('switch', { name: '密码访问' }).click();
    await page.getByLabel('密码访问').last().fill('store2030');
    await page.getByLabel('每台设备').click();
    await page.getByTitle('每天一次').click();
    await page.getByRole('switch', { name: '邀请码访问' }).click();
    const saved = await call(page, settingsApi.save, () => save(page).click());
    expect(saved.code).toBe('00000');
    const card = page.locator('.setting-card').filter({ hasText: '共 0 个' });
    await card.waitFor();
    await page.getByLabel('生成数量').fill('5');
    const generated = await call(page, inviteApi.generate, () =>
      page.getByRole('button', { name: /生\s?成$/ }).click(),
    );
    expect(generated.data).toEqual({ added: 5, duplicates: 0, invalid: [] });
    await page.getByText('共 5 个，已使用 0 个').waitFor();
    expect(await page.locator('.setting-card .ant-table-row').count()).toBe(5);
    await page.getByRole('button', { name: /导\s?入$/ }).click();
    await dialog(page).getByLabel('粘贴邀请码').fill('VIP-001\nVIP-002');
    await call(page, inviteApi.import, () =>
      dialog(page)
        .getByRole('button', { name: /^导\s?入$/ })
        .click(),
    );
    await page.getByText('共 7 个，已使用 0 个').waitFor();
    await page.locator('.ant-message').waitFor({ state: 'detached' });
    await settled(page);
    await shootTop(page, 'settings-answer-zh');
  });

  it('creates a quota whose progress the author sees', async () => {
    await section(page, '配额设置').click();
    await page.getByText('还没有配额').waitFor();
    await page.getByRole('button', { name: '新建配额' }).click();
    await dialog(page).getByLabel('配额名称').fill('选择第一项的顾客');
    // The first question and its first option, by keyboard (Enter picks the active option).
    await dialog(page).getByLabel('题目 1').click();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('选项 1').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await dialog(page).getByLabel('目标数').fill('50');
    const saved = await call(page, quotaApi.save, () =>
      dialog(page)
        .getByRole('button', { name: /^保\s?存$/ })
        .click(),
    );
    expect(saved.code).toBe('00000');
    await page.getByText('0 / 50').waitFor();
    await settled(page);
    await shootTop(page, 'settings-quota-zh');
  });

  it('refuses a non-http redirect and saves the end page', async () => {
    await section(page, '结束页设置').click();
    await page.getByLabel('结束语').fill('感谢您的参与！');
    await page.getByLabel('跳转地址', { exact: true }).fill('javascript:alert(1)');
    await save(page).click();
    await page.getByText('请输入以 http:// 或 https:// 开头的地址').waitFor();
    await page.getByLabel('跳转地址', { exact: true }).fill('https://panel.example.com/done');
    await page.getByRole('switch', { name: '传递链接参数' }).click();
    const saved = await call(page, settingsApi.saveEndPage, () => save(page).click());
    expect(saved.code).toBe('00000');
    await poll(() => page.locator('.setting-savebar__state').textContent()).toBe('');
    // The form shows what was stored, before and after a reload.
    expect(await page.getByLabel('结束语').inputValue()).toBe('感谢您的参与！');
    await page.reload();
    await page.getByLabel('结束语').waitFor();
    expect(await page.getByLabel('跳转地址', { exact: true }).inputValue()).toBe(
      'https://panel.example.com/done',
    );
    expect(await page.getByRole('switch', { name: '传递链接参数' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await settled(page);
    await shootTop(page, 'settings-end-zh');
    await section(page, '外观设置').click();
    await page.getByText('页眉图片').first().waitFor();
  });

  it('picks a logo from the image library (uploaded there first) and shows it after a reload', async () => {
    await page.getByRole('button', { name: '选择图片' }).first().click();
    const picker = dialog(page);
    await picker
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(120, 40, [15, 118, 110]) },
      ]);
    await picker
      .getByText(/logo\.png/)
      .first()
      .waitFor();
    await picker.getByRole('button', { name: '使用这张图片' }).click();
    await page.locator('.setting-image__preview img').first().waitFor();
    const saved = await call(page, settingsApi.save, () => save(page).click());
    expect(saved.code).toBe('00000');
    await page.reload();
    const logo = page.getByRole('img', { name: 'Logo预览' });
    await logo.waitFor();
    await poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    await settled(page);
    await shootTop(page, 'settings-facade-zh');
  });

  it('asks before leaving a section with unsaved changes', async () => {
    await section(page, '基本设置').click();
    await page.getByLabel('欢迎语').fill('欢迎！');
    await section(page, '答题设置').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '温馨提示' }).waitFor();
    await settled(page);
    await shootTop(page, 'settings-leave-zh');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: '取 消' })
      .or(page.locator('.ant-modal-confirm').getByRole('button', { name: '取消' }))
      .first()
      .click();
    expect(new URL(page.url()).pathname).toBe(`/designer/project/${code}/setting/base`);
    expect(await page.getByLabel('欢迎语').inputValue()).toBe('欢迎！');
  });

  it('shows every section in English', async () => {
    const en = await registerUser(browser, 'en-US', 'sen');
    const p = en.page;
    await p.setViewportSize({ width: 1366, height: 900 });
    const enCode = await createProject(p, 'Store experience survey');
    await p.locator('.design-canvas').waitFor();
    await openDesignMore(p, 'More');
    await p.getByRole('menuitem', { name: 'One question per page' }).waitFor();
    await settled(p);
    await shootTop(p, 'settings-design-menu-en');
    await p.keyboard.press('Escape');
    for (const [path, ready] of [
      ['base', 'Survey title'],
      ['answer', 'Answer frequency'],
      ['quota', 'No quotas yet'],
      ['facade', 'Header image'],
      ['end', 'Redirect address'],
    ] as const) {
      await p.goto(`/designer/project/${enCode}/setting/${path}`);
      await p.getByText(ready).first().waitFor();
      if (path === 'answer') {
        await p.getByRole('switch', { name: 'Invitation codes' }).click();
        await p.getByText('No invitation codes yet').waitFor();
      }
      await settled(p);
      await shootTop(p, `settings-${path}-en`);
    }
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`/designer/project/${enCode}/setting/answer`);
    await p.getByText('Answer frequency').first().waitFor();
    await settled(p);
    await shootTop(p, 'settings-answer-en-phone');
    await en.context.close();
  });
});
